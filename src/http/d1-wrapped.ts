// The D1 meter and the coalescer each wrap statements in objects of their own; a wrapper names the statement it wraps
// under this symbol, so either can find the real one (D1's batch() takes only its own statements), however they nest.

export const WRAPPED = Symbol('the statement this one wraps');

interface Wrapper {
  [WRAPPED]: D1PreparedStatement;
}

const isWrapper = (value: unknown): value is Wrapper => typeof value === 'object' && value !== null && WRAPPED in value;

/** The statement `statement` wraps, one level down (itself if it wraps none). */
export const unwrapOnce = (statement: D1PreparedStatement): D1PreparedStatement =>
  isWrapper(statement) ? statement[WRAPPED] : statement;

/** Each statement down the chain of wrappers, `statement` first, the real one last. */
export function* wrapperChain(statement: D1PreparedStatement): Generator<D1PreparedStatement> {
  let current: D1PreparedStatement = statement;
  yield current;
  while (isWrapper(current)) {
    current = current[WRAPPED];
    yield current;
  }
}

/** The real statement under every wrapper. */
export function unwrapAll(statement: D1PreparedStatement): D1PreparedStatement {
  let last = statement;
  for (const link of wrapperChain(statement)) last = link;
  return last;
}
