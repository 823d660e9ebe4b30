import type { DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Drawer } from './dormant.tsx';

interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size: NonNullable<DrawerProps['size']>;
  children: ReactNode;
}

/**
 * The panel on the right that a form opens in. Its content mounts only while it is open, so each
 * opening starts from the record as it is now, not from what was typed last time.
 */
export function SidePanel({ opened, onClose, title, size, children }: SidePanelProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={size} title={title}>
      {opened && children}
    </Drawer>
  );
}
