import {
  type PointerEvent,
  type Ref,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

// A Mantine menu or popover sets itself up even while closed (floating-ui's state from its target's
// ref, its dropdown's portal): a synchronous redraw inside the commit of the screen that holds it (see
// ui/dormant.tsx). Apart from the dormant modals and drawers, which would bring Mantine's Modal and
// Drawer into the sign-in page's start chunk with the language menu.

export interface DormantMenu<T extends HTMLElement> {
  /** Draw the Menu or Popover around the trigger; until then, the trigger alone with `triggerProps`. */
  armed: boolean;
  /** The menu's opened state, for a controlled Menu or Popover (`opened`, `onChange`). */
  opened: boolean;
  /** Armed by a click on the first trigger: `opened` turns true in the drawing after (for a Select's own default). */
  openOnArm: boolean;
  setOpened: (opened: boolean) => void;
  /** For the trigger in both states: its ref, and while dormant what opens the menu on a click. */
  triggerProps: {
    ref: Ref<T>;
    onClick?: () => void;
    onPointerDown?: (event: PointerEvent<T>) => void;
    'aria-expanded'?: boolean;
    /** Marks the first trigger, which the armed one replaces (tests wait for the armed one). */
    'data-dormant'?: true;
  };
}

/**
 * A menu or popover whose trigger is drawn alone in the screen's first drawing and the menu around it
 * right after, as a transition of its own. A click on the trigger before then draws the menu at once
 * and opens it in the next drawing. The trigger is a new element once armed: it takes the focus over if
 * the first one had it, and it is not swapped in while the first one is pressed (a click whose press
 * and release land on different elements reaches neither).
 */
export function useDormantMenu<T extends HTMLElement = HTMLButtonElement>(): DormantMenu<T> {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const [openWhenArmed, setOpenWhenArmed] = useState(false);
  const [pressed, setPressed] = useState(false);
  const live = armed && !pressed;
  const trigger = useRef<T>(null);
  const drawnArmed = useRef(false);
  const refocus = useRef(false);
  // Read while drawing the armed trigger, when the ref still holds the first one.
  if (live && !drawnArmed.current)
    refocus.current = trigger.current !== null && document.activeElement === trigger.current;
  useEffect(() => startTransition(() => setArmed(true)), []);
  useEffect(() => {
    if (!live || !openWhenArmed) return;
    setOpenWhenArmed(false);
    setOpened(true);
  }, [live, openWhenArmed]);
  useLayoutEffect(() => {
    drawnArmed.current = live;
    if (live && refocus.current) trigger.current?.focus();
    refocus.current = false;
  }, [live]);
  // A press that ends in no click on the trigger (released elsewhere, or a touch that turned into a
  // scroll) lets the armed trigger in. The window hears a click after the trigger's own handler.
  useEffect(() => {
    if (!pressed) return;
    const release = () => setPressed(false);
    window.addEventListener('click', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('click', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [pressed]);
  const wake = () => {
    setPressed(false);
    setArmed(true);
    setOpenWhenArmed(true);
  };
  const press = (event: PointerEvent<T>) => {
    if (!(event.button > 0)) setPressed(true);
  };
  return {
    armed: live,
    opened,
    openOnArm: openWhenArmed,
    setOpened,
    triggerProps: live
      ? { ref: trigger }
      : { ref: trigger, onClick: wake, onPointerDown: press, 'aria-expanded': false, 'data-dormant': true },
  };
}
