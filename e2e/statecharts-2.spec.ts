// The statechart pages, part 2 of 2: the other machines (support/statechartsSuite.ts).
import { statechartsPart } from './support/statechartsSuite';

statechartsPart(1, 2);
