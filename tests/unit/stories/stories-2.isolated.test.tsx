// Its own document and module registry (the isolated project): see run-stories.tsx.
import { storyShard, testStories } from './run-stories';

testStories(await storyShard(1, 2));
