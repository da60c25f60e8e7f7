/**
 * Compile-time checks that a catalogue's entries are all covered: `Expect<Covered<Left, "what">>` compiles
 * when `Left` is empty, and otherwise fails with a sentence naming each entry left over, e.g.
 * `Type '"no task works on the page: chat"' does not satisfy the constraint 'true'`. Types only: nothing
 * of it reaches a bundle.
 */
export type Expect<T extends true> = T;

/** true when nothing is left over, else "<what>: <the entries left>" */
export type Covered<Left extends string, What extends string> = [Left] extends [never] ? true : `${What}: ${Left}`;
