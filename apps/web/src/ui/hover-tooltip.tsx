import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMedia } from './use-media.ts';

/**
 * Mantine's Tooltip where a pointer can hover, and the target alone where none can (a phone). A phone
 * shows a tooltip on no gesture, yet each one mounted costs its floating-ui state, its portal and redraws
 * inside the commit of the screen: the top bar's, the dashboard's and the expense rows' tooltips made
 * the longest task of a phone's first drawing longer. Every target names itself (aria-label or text).
 */
export function HoverTooltip({ children, ...props }: TooltipProps) {
  const canHover = useMedia('(hover: hover)');
  return canHover ? <Tooltip {...props}>{children}</Tooltip> : children;
}
