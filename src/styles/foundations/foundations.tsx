import * as Lucide from 'lucide-react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { contrastPairs, tokensStartingWith, useTokenValues } from './tokens';
import './foundations.css';

/*
 * The pages of 'Fondations' in Storybook (one story file each, beside this module). Token names come from
 * tokens.css itself and values from the page, so nothing here copies a value.
 */

const SAMPLE_TEXT = 'Diagnostic de votre maturité RSE';

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

/** A foundations page: its title, where the values come from, and its sections. */
export function FoundationsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="tokens-page">
      <h1 className="tokens-page__title">{title}</h1>
      <p className="tokens-page__intro">
        Valeurs lues en direct dans <code>src/styles/tokens.css</code>. Utilisez toujours la variable, jamais la valeur.
      </p>
      {children}
    </div>
  );
}

const COLOUR_GROUPS = [
  { title: 'Marque « steer »', prefixes: ['--color-steer-'] },
  { title: 'Neutres', prefixes: ['--color-neutral-'] },
  { title: 'Axes du diagnostic', prefixes: ['--color-axis-'] },
  { title: 'Texte', prefixes: ['--color-text'] },
  {
    title: 'Surfaces et bordures',
    prefixes: ['--color-background', '--color-surface', '--color-overlay', '--color-border'],
  },
  { title: 'Action principale et focus', prefixes: ['--color-primary', '--color-on-primary', '--color-focus-ring'] },
  { title: 'États', prefixes: ['--color-danger', '--color-success', '--color-warning', '--color-info'] },
];

/** Shown next to a ratio below 4.5:1 (WCAG AA for body text): such a pair is for large text, icons or borders only. */
const AA_TEXT = 4.5;

function ContrastRatios({ token }: { token: string }) {
  return (
    <span className="tokens-page__ratios">
      {contrastPairs(token).map(({ against, ratio }) => (
        <span key={against} className={ratio < AA_TEXT ? 'tokens-page__ratio--low' : undefined}>
          {ratio.toFixed(1).replace('.', ',')}:1 avec <code>{against}</code>
          {ratio < AA_TEXT ? ' (grand texte, icônes, bordures)' : ''}
        </span>
      ))}
    </span>
  );
}

/** Every colour token, with its value and its contrast ratio against the colours it is used with. */
export function Colours() {
  const groups = COLOUR_GROUPS.map((group) => ({ ...group, tokens: tokensStartingWith(...group.prefixes) }));
  const values = useTokenValues(groups.flatMap((group) => group.tokens));
  return (
    <FoundationsPage title="Couleurs">
      <p className="tokens-page__note">
        Chaque couleur indique son contraste (WCAG 2) avec les couleurs auxquelles elle s'associe : un texte ou un
        accent sur les surfaces, un fond sous le texte courant. Le texte courant demande 4,5:1 ; en dessous, la paire ne
        sert qu'aux grands textes, aux icônes et aux bordures (3:1).
      </p>
      {groups.map((group) => (
        <Section key={group.title} title={group.title}>
          <ul role="list" className="tokens-page__swatches">
            {group.tokens.map((name) => (
              <li key={name} className="tokens-page__swatch">
                <span className="tokens-page__chip" style={{ background: `var(${name})` }} aria-hidden="true" />
                <code className="tokens-page__name">{name}</code>
                <TokenValue value={values[name]} />
                <ContrastRatios token={name} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </FoundationsPage>
  );
}

function TokenRows({ names, sample }: { names: readonly string[]; sample: (name: string) => ReactNode }) {
  const values = useTokenValues(names);
  return (
    <ul role="list" className="tokens-page__rows">
      {names.map((name) => (
        <li key={name} className="tokens-page__row">
          <code className="tokens-page__name">{name}</code>
          {sample(name)}
          <TokenValue value={values[name]} />
        </li>
      ))}
    </ul>
  );
}

/** The type scale, weights, line heights and letter spacings. */
export function Typography() {
  return (
    <FoundationsPage title="Typographie">
      <Section title="Familles">
        <TokenRows
          names={tokensStartingWith('--font-family-')}
          sample={(name) => <span style={{ fontFamily: `var(${name})` }}>{SAMPLE_TEXT}</span>}
        />
      </Section>
      <Section title="Tailles">
        <TokenRows
          names={tokensStartingWith('--font-size-')}
          sample={(name) => (
            <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--line-height-tight)' }}>{SAMPLE_TEXT}</span>
          )}
        />
      </Section>
      <Section title="Graisses">
        <TokenRows
          names={tokensStartingWith('--font-weight-')}
          sample={(name) => (
            <span style={{ fontWeight: `var(${name})` as CSSProperties['fontWeight'] }}>{SAMPLE_TEXT}</span>
          )}
        />
      </Section>
      <Section title="Interlignages">
        <TokenRows
          names={tokensStartingWith('--line-height-')}
          sample={(name) => (
            <p className="tokens-page__paragraph" style={{ lineHeight: `var(${name})` }}>
              Les quatre axes du diagnostic couvrent la gouvernance, le social, l'environnement et le business durable.
            </p>
          )}
        />
      </Section>
      <Section title="Approches">
        <TokenRows
          names={tokensStartingWith('--letter-spacing-')}
          sample={(name) => <span style={{ letterSpacing: `var(${name})` }}>{SAMPLE_TEXT}</span>}
        />
      </Section>
    </FoundationsPage>
  );
}

/** Spacing, control sizes, radii, shadows, layers, motion and breakpoints. */
export function SpacingAndShapes() {
  const radii = tokensStartingWith('--radius-');
  const shadows = tokensStartingWith('--shadow-');
  const values = useTokenValues([...radii, ...shadows]);
  return (
    <FoundationsPage title="Espacements, rayons, ombres et mouvement">
      <Section title="Espacements (grille de 4 px)">
        <TokenRows
          names={tokensStartingWith('--space-')}
          sample={(name) => (
            <span className="tokens-page__space" style={{ width: `var(${name})` }} aria-hidden="true" />
          )}
        />
      </Section>
      <Section title="Hauteurs des contrôles">
        <TokenRows
          names={tokensStartingWith('--control-height-')}
          sample={(name) => (
            <span
              className="tokens-page__space"
              style={{ width: `var(${name})`, height: `var(${name})` }}
              aria-hidden="true"
            />
          )}
        />
      </Section>
      <Section title="Rayons">
        <ul role="list" className="tokens-page__tiles">
          {radii.map((name) => (
            <li key={name} className="tokens-page__tile">
              <span className="tokens-page__radius" style={{ borderRadius: `var(${name})` }} aria-hidden="true" />
              <code className="tokens-page__name">{name}</code>
              <TokenValue value={values[name]} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Ombres">
        <ul role="list" className="tokens-page__tiles">
          {shadows.map((name) => (
            <li key={name} className="tokens-page__tile">
              <span className="tokens-page__shadow" style={{ boxShadow: `var(${name})` }} aria-hidden="true" />
              <code className="tokens-page__name">{name}</code>
              <TokenValue value={values[name]} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Mouvement">
        <p className="tokens-page__note">
          Les durées et les courbes des transitions ; avec « réduire les animations », les transitions sont coupées.
        </p>
        <TokenRows names={tokensStartingWith('--duration-', '--easing-', '--transition-')} sample={() => null} />
      </Section>
      <Section title="Focus et couches">
        <TokenRows names={tokensStartingWith('--focus-', '--z-')} sample={() => null} />
      </Section>
      <Section title="Points de rupture">
        <p className="tokens-page__note">
          Les largeurs où les écrans changent de mise en page, et les formats d'affichage de Storybook (barre d'outils,
          Viewport). Dans une media query, écrire la valeur littérale, par exemple{' '}
          <code>@media (min-width: 1024px)</code>.
        </p>
        <TokenRows names={tokensStartingWith('--breakpoint-')} sample={() => null} />
      </Section>
    </FoundationsPage>
  );
}

/** Where each lucide icon is imported, read from the product's sources (stories and tests left out). */
const SOURCES = import.meta.glob<string>(
  ['/src/**/*.tsx', '/src/**/*.ts', '!/src/**/*.stories.tsx', '!/src/**/*.test.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Every lucide icon the product imports, by name, with the files that use it. */
export const ICON_USES: ReadonlyMap<string, readonly string[]> = (() => {
  const uses = new Map<string, string[]>();
  for (const [path, source] of Object.entries(SOURCES)) {
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (!/^[A-Z]/.test(name) || name.endsWith('Props')) continue;
        uses.set(name, [...(uses.get(name) ?? []), path.replace(/^\/src\//, '')]);
      }
    }
  }
  return new Map([...uses].sort(([a], [b]) => a.localeCompare(b)));
})();

const ICONS = Lucide as unknown as Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>>;

/** The icon gallery: every icon the product uses, its name and where it appears. */
export function Icons() {
  return (
    <FoundationsPage title="Icônes">
      <p className="tokens-page__note">
        Les {ICON_USES.size} icônes lucide que le produit importe, relevées dans ses sources : le nom à importer de{' '}
        <code>lucide-react</code> et les fichiers qui les affichent.
      </p>
      <ul role="list" className="tokens-page__icons">
        {[...ICON_USES].map(([name, files]) => {
          const Icon = ICONS[name];
          return (
            <li key={name} className="tokens-page__icon">
              {Icon ? <Icon size={24} aria-hidden /> : null}
              <code className="tokens-page__name">{name}</code>
              <ul className="tokens-page__where">
                {files.map((file) => (
                  <li key={file}>{file}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </FoundationsPage>
  );
}
