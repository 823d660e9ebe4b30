import {
  type DrawerProps,
  Drawer as MantineDrawer,
  Modal as MantineModal,
  type ModalProps,
} from '@mantine/core';
import { useEffect, useState } from 'react';

// Mantine's overlays set themselves up even while closed: a modal's or a drawer's portal, and a menu's
// or popover's floating-ui state (from its target's ref) and dropdown portal each redraw synchronously
// inside the commit of the screen that holds them. One such redraw makes React run every effect of the
// screen in that same task: on a phone, the longest task of a screen's load. So these are not drawn
// until they are needed (menus: ui/dormant-menu.ts).

type Stage = 'dormant' | 'drawn' | 'live';

/**
 * A modal or drawer: nothing until it is first opened; then drawn closed once and opened in the next
 * drawing, as Mantine expects (its opening transition runs, and it notes where the focus was, to give
 * it back on closing). Once drawn it stays drawn, so it closes with its transition.
 */
export function useFirstOpening(opened: boolean): { drawn: boolean; opened: boolean } {
  const [stage, setStage] = useState<Stage>(opened ? 'drawn' : 'dormant');
  useEffect(() => {
    if (stage === 'dormant' && opened) setStage('drawn');
    else if (stage === 'drawn') setStage('live');
  }, [opened, stage]);
  return { drawn: stage !== 'dormant', opened: opened && stage === 'live' };
}

/** Mantine's Modal, drawn from its first opening on (useFirstOpening). */
export function Modal(props: ModalProps) {
  const first = useFirstOpening(props.opened);
  return first.drawn ? <MantineModal {...props} opened={first.opened} /> : null;
}

/** Mantine's Drawer, drawn from its first opening on (useFirstOpening). */
export function Drawer(props: DrawerProps) {
  const first = useFirstOpening(props.opened);
  return first.drawn ? <MantineDrawer {...props} opened={first.opened} /> : null;
}
