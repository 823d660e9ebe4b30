import { Button, MantineProvider, Menu } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawWithoutAct, undrawWithoutAct } from '../testing/draw-without-act.tsx';
import { Modal } from './dormant.tsx';
import { useDormantMenu } from './dormant-menu.ts';

function Dialog() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Delete</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete the invoice?">
        <Button data-autofocus onClick={() => setOpened(false)}>
          Cancel
        </Button>
      </Modal>
    </>
  );
}

function Skins() {
  const menu = useDormantMenu();
  const trigger = (
    <Button aria-haspopup="menu" {...menu.triggerProps}>
      Skin
    </Button>
  );
  if (!menu.armed) return trigger;
  return (
    <Menu opened={menu.opened} onChange={menu.setOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Light</Menu.Item>
        <Menu.Item>Dark</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('a dormant modal', () => {
  it('is not drawn, portal and all, until first opened; then opens, and gives the focus back on closing', async () => {
    render(
      <MantineProvider>
        <Dialog />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-portal]')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the invoice?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('a dormant menu', () => {
  afterEach(undrawWithoutAct);

  it('is armed after the first drawing and opens from its trigger', async () => {
    render(
      <MantineProvider>
        <Skins />
      </MantineProvider>,
    );
    // render() ran the arming transition (act): the menu is drawn around the trigger.
    const trigger = screen.getByRole('button', { name: 'Skin' });
    fireEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skin' }).getAttribute('aria-expanded')).toBe('true');
  });

  // Drawn as the app draws (no act), so that the arming transition has not run yet when the test acts.
  function firstTrigger() {
    drawWithoutAct(<Skins />);
    const first = screen.getByRole('button', { name: 'Skin' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    return first;
  }

  it('opens when its trigger is used before it is armed', async () => {
    fireEvent.click(firstTrigger());
    expect(await screen.findByRole('menuitem', { name: 'Light' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skin' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps its first trigger while that is pressed, so the click that follows opens it', async () => {
    const first = firstTrigger();
    fireEvent.pointerDown(first);
    // Long enough for the arming transition to have been drawn, had the press not held it back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.isConnected).toBe(true);
    fireEvent.click(first);
    expect(await screen.findByRole('menuitem', { name: 'Light' })).toBeTruthy();
  });

  it('is armed once a press on its first trigger ends without a click on it', async () => {
    const first = firstTrigger();
    fireEvent.pointerDown(first);
    fireEvent.pointerCancel(window);
    await waitFor(() => expect(first.isConnected).toBe(false));
    expect(screen.getByRole('button', { name: 'Skin' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: 'Light' })).toBeNull();
  });

  it('hands the focus on to the armed trigger when the first one had it', async () => {
    const first = firstTrigger();
    first.focus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Skin' })).not.toBe(first));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skin' }));
  });
});
