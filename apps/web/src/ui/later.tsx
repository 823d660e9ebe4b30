import { type ReactNode, startTransition, useEffect, useState } from 'react';

// The parts waiting to be drawn after the first view, in the order they asked, and the one being drawn.
type Turn = () => void;
const waiting: Turn[] = [];
let drawing: Turn | null = null;

function startNext(): void {
  if (drawing) return;
  drawing = waiting.shift() ?? null;
  drawing?.();
}

function finish(turn: Turn): void {
  if (drawing !== turn) return;
  drawing = null;
  setTimeout(startNext, 0);
}

/** Queues `turn`; the returned function leaves the queue, or ends the turn when it was under way. */
function take(turn: Turn): () => void {
  waiting.push(turn);
  setTimeout(startNext, 0);
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
    finish(turn);
  };
}

/**
 * Draws its children only after the screen around it has been drawn, one such part at a time, in the
 * order they asked, each as a transition of its own (drawn in slices, then committed alone): for the
 * parts of a screen below its first view. Drawn with the rest, they made the screen's first drawing one
 * long task (on a phone, half a second in which a tap goes unanswered and nothing paints). `minHeight`
 * keeps their room meanwhile, so that the page's length does not jump.
 */
export function Later({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const [drawn, setDrawn] = useState(false);
  const [turn] = useState<Turn>(() => () => startTransition(() => setDrawn(true)));
  // Once drawn (committed), this effect's clean-up ends the turn and the next part's begins.
  useEffect(() => (drawn ? undefined : take(turn)), [drawn, turn]);
  return drawn ? children : <div style={{ minHeight }} aria-hidden />;
}
