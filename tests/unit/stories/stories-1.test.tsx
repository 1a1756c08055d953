// The stories of shard 1 of 2, in the shared project, after every other file (run-stories.ts says why).
import { testStoryShard } from './run-stories';

await testStoryShard(0);
