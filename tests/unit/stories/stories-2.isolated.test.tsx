// Its own document and module registry (the isolated project): see run-stories.tsx.
import { storyShard, testStories, type StoryModule } from './run-stories';

testStories(await storyShard(1, 2));

// The demo console's stories (Storybook itself lists only src/: the console is not part of the designers' catalogue),
// with axe, since no visual suite shows them. Last in the shard, and in this lighter one: run before the app's stories,
// they left the mock backend in a state that made every later story slower (the shards took 9-12 s longer); a file
// of their own cost a process of its own (a fork, a jsdom and the module graph again, about 2 s of CPU).
const consoleStories = import.meta.glob<StoryModule>('../../../mocks/console/*.stories.tsx', { eager: true });
testStories(
  Object.entries(consoleStories).map(([path, module]) => [path.replace('../../../', ''), module]),
  { axe: true },
);
