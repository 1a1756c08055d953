// The demo console's stories, rendered like the app's (tests/unit/stories/run-stories.tsx: play function and axe),
// in a registry of their own. Storybook itself lists only src/: the console is not part of the designers' catalogue.
// Not in the app's story shards: run before the app's stories there, the console's left the mock backend in a state
// that made every later story slower (the shards took 9-12 s longer).
import { testStories } from '../../tests/unit/stories/run-stories';

const modules = import.meta.glob<Parameters<typeof testStories>[0][number][1]>('./*.stories.tsx', { eager: true });

// With axe: no visual suite shows these stories.
testStories(
  Object.entries(modules).map(([path, module]) => [`mocks/console/${path.slice(2)}`, module]),
  { axe: true },
);
