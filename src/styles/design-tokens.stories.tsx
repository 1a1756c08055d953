import { useState, type CSSProperties, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import './design-tokens.css';

/*
 * Living documentation of src/styles/tokens.css. Only token *names* are listed here; every value shown is read
 * from the page with getComputedStyle, so this page can never drift from the CSS.
 */

const COLOR_GROUPS = [
  {
    title: 'Marque « steer »',
    tokens: [
      '--color-steer-50',
      '--color-steer-100',
      '--color-steer-200',
      '--color-steer-300',
      '--color-steer-400',
      '--color-steer-500',
      '--color-steer-600',
      '--color-steer-700',
      '--color-steer-800',
      '--color-steer-900',
      '--color-steer-950',
    ],
  },
  {
    title: 'Neutres',
    tokens: [
      '--color-neutral-0',
      '--color-neutral-50',
      '--color-neutral-100',
      '--color-neutral-200',
      '--color-neutral-300',
      '--color-neutral-400',
      '--color-neutral-500',
      '--color-neutral-600',
      '--color-neutral-700',
      '--color-neutral-800',
      '--color-neutral-900',
      '--color-neutral-950',
    ],
  },
  {
    title: 'Axes du diagnostic',
    tokens: [
      '--color-axis-gouvernance',
      '--color-axis-gouvernance-subtle',
      '--color-axis-social',
      '--color-axis-social-subtle',
      '--color-axis-environnement',
      '--color-axis-environnement-subtle',
      '--color-axis-business',
      '--color-axis-business-subtle',
    ],
  },
  {
    title: 'Texte',
    tokens: [
      '--color-text',
      '--color-text-muted',
      '--color-text-disabled',
      '--color-text-inverse',
      '--color-text-link',
      '--color-text-link-hover',
    ],
  },
  {
    title: 'Surfaces et bordures',
    tokens: [
      '--color-background',
      '--color-surface',
      '--color-surface-subtle',
      '--color-surface-sunken',
      '--color-surface-inverse',
      '--color-overlay',
      '--color-border',
      '--color-border-strong',
    ],
  },
  {
    title: 'Action principale et focus',
    tokens: [
      '--color-primary',
      '--color-primary-hover',
      '--color-primary-active',
      '--color-primary-subtle',
      '--color-on-primary',
      '--color-focus-ring',
    ],
  },
  {
    title: 'États',
    tokens: [
      '--color-danger',
      '--color-danger-hover',
      '--color-danger-text',
      '--color-danger-subtle',
      '--color-danger-border',
      '--color-success',
      '--color-success-text',
      '--color-success-subtle',
      '--color-success-border',
      '--color-warning',
      '--color-warning-text',
      '--color-warning-subtle',
      '--color-warning-border',
      '--color-info',
      '--color-info-text',
      '--color-info-subtle',
      '--color-info-border',
    ],
  },
] as const;

const FONT_SIZES = [
  '--font-size-xs',
  '--font-size-sm',
  '--font-size-md',
  '--font-size-lg',
  '--font-size-xl',
  '--font-size-2xl',
  '--font-size-3xl',
  '--font-size-4xl',
  '--font-size-5xl',
] as const;

const FONT_WEIGHTS = [
  '--font-weight-regular',
  '--font-weight-medium',
  '--font-weight-semibold',
  '--font-weight-bold',
] as const;

const LINE_HEIGHTS = [
  '--line-height-tight',
  '--line-height-snug',
  '--line-height-normal',
  '--line-height-relaxed',
] as const;

const FONT_FAMILIES = ['--font-family-sans', '--font-family-mono'] as const;

const SPACES = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-8',
  '--space-10',
  '--space-12',
  '--space-16',
  '--space-20',
] as const;

const RADII = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-xl', '--radius-full'] as const;

const SHADOWS = ['--shadow-xs', '--shadow-sm', '--shadow-md', '--shadow-lg', '--shadow-xl'] as const;

const OTHER_TOKENS = [
  '--control-height-sm',
  '--control-height-md',
  '--control-height-lg',
  '--focus-ring-width',
  '--focus-ring-offset',
  '--z-raised',
  '--z-sticky',
  '--z-menu',
  '--z-overlay',
  '--z-modal',
  '--z-popover',
  '--z-tooltip',
  '--z-toast',
  '--duration-fast',
  '--duration-normal',
  '--duration-slow',
  '--easing-standard',
  '--easing-emphasized',
  '--breakpoint-wide',
  '--breakpoint-large',
] as const;

const SAMPLE_TEXT = 'Diagnostic de votre maturité RSE';

/** Reads the current value of each custom property on :root (empty strings when no stylesheet is loaded). */
function useTokenValues(names: readonly string[]): Record<string, string> {
  // Read once, on first render: the stylesheet is loaded with the preview, before any story renders.
  const [values] = useState(() => {
    const styles = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, styles.getPropertyValue(name).trim()]));
  });
  return values;
}

function TokenValue({ value }: { value: string | undefined }) {
  return <code className="tokens-page__value">{value || '—'}</code>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tokens-page__section">
      <h2 className="tokens-page__section-title">{title}</h2>
      {children}
    </section>
  );
}

function ColorSwatches() {
  const values = useTokenValues(COLOR_GROUPS.flatMap((group) => group.tokens));
  return (
    <Section title="Couleurs">
      {COLOR_GROUPS.map((group) => (
        <div key={group.title} className="tokens-page__group">
          <h3 className="tokens-page__group-title">{group.title}</h3>
          <ul role="list" className="tokens-page__swatches">
            {group.tokens.map((name) => (
              <li key={name} className="tokens-page__swatch">
                <span className="tokens-page__chip" style={{ background: `var(${name})` }} aria-hidden="true" />
                <code className="tokens-page__name">{name}</code>
                <TokenValue value={values[name]} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

function Typography() {
  const values = useTokenValues([...FONT_SIZES, ...FONT_WEIGHTS, ...LINE_HEIGHTS, ...FONT_FAMILIES]);
  return (
    <Section title="Typographie">
      <h3 className="tokens-page__group-title">Familles</h3>
      <ul role="list" className="tokens-page__rows">
        {FONT_FAMILIES.map((name) => (
          <li key={name} className="tokens-page__row">
            <code className="tokens-page__name">{name}</code>
            <span style={{ fontFamily: `var(${name})` }}>{SAMPLE_TEXT}</span>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
      <h3 className="tokens-page__group-title">Tailles</h3>
      <ul role="list" className="tokens-page__rows">
        {FONT_SIZES.map((name) => (
          <li key={name} className="tokens-page__row">
            <code className="tokens-page__name">{name}</code>
            <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--line-height-tight)' }}>{SAMPLE_TEXT}</span>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
      <h3 className="tokens-page__group-title">Graisses</h3>
      <ul role="list" className="tokens-page__rows">
        {FONT_WEIGHTS.map((name) => (
          <li key={name} className="tokens-page__row">
            <code className="tokens-page__name">{name}</code>
            <span style={{ fontWeight: `var(${name})` as CSSProperties['fontWeight'] }}>{SAMPLE_TEXT}</span>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
      <h3 className="tokens-page__group-title">Interlignages</h3>
      <ul role="list" className="tokens-page__rows">
        {LINE_HEIGHTS.map((name) => (
          <li key={name} className="tokens-page__row">
            <code className="tokens-page__name">{name}</code>
            <p className="tokens-page__paragraph" style={{ lineHeight: `var(${name})` }}>
              Les quatre axes du diagnostic couvrent la gouvernance, le social, l&apos;environnement et le business
              durable.
            </p>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Spacing() {
  const values = useTokenValues(SPACES);
  return (
    <Section title="Espacements">
      <ul role="list" className="tokens-page__rows">
        {SPACES.map((name) => (
          <li key={name} className="tokens-page__row">
            <code className="tokens-page__name">{name}</code>
            <span className="tokens-page__space" style={{ width: `var(${name})` }} aria-hidden="true" />
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Radii() {
  const values = useTokenValues(RADII);
  return (
    <Section title="Rayons">
      <ul role="list" className="tokens-page__tiles">
        {RADII.map((name) => (
          <li key={name} className="tokens-page__tile">
            <span className="tokens-page__radius" style={{ borderRadius: `var(${name})` }} aria-hidden="true" />
            <code className="tokens-page__name">{name}</code>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Shadows() {
  const values = useTokenValues(SHADOWS);
  return (
    <Section title="Ombres">
      <ul role="list" className="tokens-page__tiles">
        {SHADOWS.map((name) => (
          <li key={name} className="tokens-page__tile">
            <span className="tokens-page__shadow" style={{ boxShadow: `var(${name})` }} aria-hidden="true" />
            <code className="tokens-page__name">{name}</code>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function OtherTokens() {
  const values = useTokenValues(OTHER_TOKENS);
  return (
    <Section title="Contrôles, couches, mouvements et points de rupture">
      <p className="tokens-page__note">
        Points de rupture : large à partir de 1024 px, très large à partir de 1441 px. Dans une media query, écrire la
        valeur littérale, par exemple <code>@media (min-width: 1024px)</code>.
      </p>
      <ul role="list" className="tokens-page__rows">
        {OTHER_TOKENS.map((name) => (
          <li key={name} className="tokens-page__row tokens-page__row--compact">
            <code className="tokens-page__name">{name}</code>
            <TokenValue value={values[name]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DesignTokensPage() {
  return (
    <main className="tokens-page">
      <h1 className="tokens-page__title">Design tokens</h1>
      <p className="tokens-page__intro">
        Valeurs lues en direct dans <code>src/styles/tokens.css</code>. Utilisez toujours la variable, jamais la valeur.
      </p>
      <ColorSwatches />
      <Typography />
      <Spacing />
      <Radii />
      <Shadows />
      <OtherTokens />
    </main>
  );
}

const meta = {
  title: 'Fondations/Design tokens',
  component: DesignTokensPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesignTokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Colours: Story = {
  render: () => (
    <main className="tokens-page">
      <h1 className="tokens-page__title">Couleurs</h1>
      <ColorSwatches />
    </main>
  ),
};

export const Type: Story = {
  render: () => (
    <main className="tokens-page">
      <h1 className="tokens-page__title">Typographie</h1>
      <Typography />
    </main>
  ),
};
