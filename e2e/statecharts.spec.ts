// The statechart pages, part 1 of 2: the index, every other machine, the keyboard test (see
// support/statechartsSuite.ts for what is checked and why the machines are split in two files).
import { statechartsPart } from './support/statechartsSuite';

statechartsPart(0, 2);
