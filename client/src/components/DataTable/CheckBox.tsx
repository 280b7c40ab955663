/** A native checkbox (or switch) with a label: keyboard and screen-reader friendly, themed with the brand colour. */
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';

const Box = chakra('input', {
  base: { w: '4', h: '4', flexShrink: 0, cursor: 'pointer', accentColor: 'var(--color-primary)', m: 0, _disabled: { cursor: 'not-allowed' } },
});

const Label = chakra('label', {
  base: { display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', userSelect: 'none' },
});

const Track = chakra('input', {
  base: {
    appearance: 'none',
    w: '8',
    h: '4.5',
    m: 0,
    borderRadius: 'full',
    bg: 'gray.300',
    position: 'relative',
    cursor: 'pointer',
    flexShrink: 0,
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      w: '3.5',
      h: '3.5',
      borderRadius: 'full',
      bg: 'white',
      transition: 'transform 0.15s',
      boxShadow: 'sm',
    },
    _checked: { bg: 'var(--color-primary)', _before: { transform: 'translateX(14px)' } },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'var(--color-primary)', outlineOffset: '2px' },
  },
});

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: ReactNode;
  /** accessible name when there is no visible label */
  ariaLabel?: string;
  indeterminate?: boolean;
  disabled?: boolean;
  /** a switch (role="switch") instead of a box */
  toggle?: boolean;
  name?: string;
  id?: string;
}

export function CheckBox({ checked, onChange, label, ariaLabel, indeterminate, disabled, toggle, name, id }: Props) {
  const Input = toggle ? Track : Box;
  const input = (
    <Input
      type="checkbox"
      role={toggle ? 'switch' : undefined}
      id={id}
      name={name}
      checked={checked}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-checked={toggle ? checked : indeterminate ? 'mixed' : undefined}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = !!indeterminate;
      }}
      onChange={(e) => onChange(e.currentTarget.checked)}
      onClick={(e) => e.stopPropagation()}
    />
  );
  if (label == null) return input;
  return (
    <Label onClick={(e) => e.stopPropagation()}>
      {input}
      {label}
    </Label>
  );
}

/** A set with `value` added (on) or removed: the state update of one checkbox of a group. */
export function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
