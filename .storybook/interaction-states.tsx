import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A primitive's interaction states side by side, for a designer to compare: rest, hover, keyboard focus, pressed and
 * disabled. react-aria styles them through data attributes (`data-hovered`, `data-focus-visible`, `data-pressed`),
 * which are set here on the cell's controls; the CSS pseudo-classes (:hover, :focus-visible, :active) are forced by
 * storybook-addon-pseudo-states through `INTERACTION_STATES_PARAMETERS`.
 */
const STATES = [
  { key: 'repos', label: 'Repos', attributes: [] },
  { key: 'survol', label: 'Survol', attributes: ['data-hovered'] },
  { key: 'focus', label: 'Focus clavier', attributes: ['data-focused', 'data-focus-visible'] },
  { key: 'appui', label: 'Appui', attributes: ['data-hovered', 'data-pressed'] },
  { key: 'desactive', label: 'Désactivé', attributes: [] },
] as const;

/** The story parameters that force the CSS pseudo-classes in the hover, focus and pressed cells. */
export const INTERACTION_STATES_PARAMETERS = {
  pseudo: {
    hover: ['.etat-survol', '.etat-appui'],
    focusVisible: ['.etat-focus'],
    focus: ['.etat-focus'],
    active: ['.etat-appui'],
  },
};

/** What a cell marks: react-aria's rendered controls, or the native ones. */
const CONTROLS = '[data-rac], button, a[href], input, textarea, select, [role="switch"], [role="checkbox"]';

function StateCell({ state, children }: { state: (typeof STATES)[number]; children: ReactNode }) {
  const cell = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const control of cell.current?.querySelectorAll(CONTROLS) ?? []) {
      for (const attribute of state.attributes) control.setAttribute(attribute, 'true');
    }
  });
  return (
    <figure style={{ margin: 0, display: 'grid', gap: '0.5rem', alignContent: 'start' }}>
      <figcaption style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)' }}>
        {state.label}
      </figcaption>
      <div ref={cell} className={`etat-${state.key}`}>
        {children}
      </div>
    </figure>
  );
}

/** Renders `children(isDisabled)` once per state, in a row that wraps on a narrow screen. */
export function InteractionStates({ children }: { children: (isDisabled: boolean) => ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'start' }}>
      {STATES.map((state) => (
        <StateCell key={state.key} state={state}>
          {children(state.key === 'desactive')}
        </StateCell>
      ))}
    </div>
  );
}

/** A `States` story: `control(args, isDisabled)` drawn once per state, the pseudo-classes forced where they apply. */
export function interactionStatesStory<Args>(control: (args: Args, isDisabled: boolean) => ReactNode) {
  return {
    parameters: INTERACTION_STATES_PARAMETERS,
    render: (args: Args) => <InteractionStates>{(isDisabled) => control(args, isDisabled)}</InteractionStates>,
  };
}
