import { SegmentedControl } from '@mantine/core';
import { type CSSProperties, type FocusEventHandler, type ReactNode, useId } from 'react';

export interface SegmentsProps {
  data: readonly (string | { value: string; label: ReactNode })[];
  /** The chosen segment; none shows as chosen when it matches no segment. */
  value?: string | null | undefined;
  onChange: (value: string) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  fullWidth?: boolean;
  orientation?: 'horizontal' | 'vertical';
  style?: CSSProperties;
  /** From a form's getInputProps: the form shows a segment choice's error itself, under it. */
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}

const classes = SegmentedControl.classes;

/**
 * Mantine's SegmentedControl as it looks, without its sliding indicator: a group of native radios in
 * Mantine's markup and classes (the chosen one's background is the style Mantine gives it until its
 * indicator is measured). Mantine's measures each segment through refs and state as it mounts: several
 * synchronous redraws inside the first commit of the screen that shows it, which then runs every
 * effect of the screen in that task (ui/dormant.tsx). The arrow keys move the choice, as in any radio
 * group.
 */
export function Segments({ data, value, onChange, fullWidth, orientation, style, ...props }: SegmentsProps) {
  const name = useId();
  return (
    <div
      className={classes.root}
      role="radiogroup"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      data-full-width={fullWidth || undefined}
      data-orientation={orientation ?? 'horizontal'}
      data-with-items-borders
      style={{ '--sc-shadow': 'var(--mantine-shadow-xs)', ...style } as CSSProperties}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    >
      {data.map((item) => {
        const segment = typeof item === 'string' ? { value: item, label: item } : item;
        const active = segment.value === value;
        const id = `${name}-${segment.value}`;
        return (
          <div
            key={segment.value}
            className={classes.control}
            data-active={active || undefined}
            data-orientation={orientation ?? 'horizontal'}
          >
            <input
              className={classes.input}
              type="radio"
              name={name}
              id={id}
              value={segment.value}
              checked={active}
              onChange={() => onChange(segment.value)}
              data-focus-ring="auto"
            />
            <label className={classes.label} htmlFor={id} data-active={active || undefined}>
              <span className={classes.innerLabel}>{segment.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
