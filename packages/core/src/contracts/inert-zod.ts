/**
 * A stand-in for `zod/mini` in browser bundles (aliased by the elements and portal Vite builds).
 *
 * Widgets carry call objects (method, paths, auth) whose schemas only the server uses: it validates
 * every request, and the client never parses with them. In the browser the schemas are dead weight
 * (zod's core is about 12 KB gzipped), so there every schema builder returns one inert value that
 * accepts any further builder call. Types still come from the real `zod/mini` (TypeScript resolves
 * the real package); only the bundler swaps the module. `inert-zod.test.ts` builds every contract
 * module against this stand-in.
 */
type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string]: Inert };

const inert: Inert = new Proxy((() => undefined) as unknown as Inert, {
  // Not a thenable, no keys to spread (`{ ...Row.shape }`), any other member is a builder.
  get: (_target, key) => (key === 'then' || typeof key === 'symbol' ? undefined : inert),
  apply: () => inert,
  ownKeys: () => [],
  getOwnPropertyDescriptor: () => undefined,
});

export const string = inert;
export const number = inert;
export const boolean = inert;
export const object = inert;
export const array = inert;
export const nullable = inert;
export const optional = inert;
export const union = inert;
export const discriminatedUnion = inert;
export const literal = inert;
export const record = inert;
export const _default = inert;
export const prefault = inert;
export const gte = inert;
export const lte = inert;
export const gt = inert;
export const lt = inert;
export const coerce = inert;
export const refine = inert;
export const regex = inert;
export const transform = inert;
export const pipe = inert;
export const minimum = inert;
export const maximum = inert;
export const minLength = inert;
export const maxLength = inert;
export const length = inert;
export const int = inert;
export const enum_ = inert;
export { enum_ as enum };
export const any = inert;
export const unknown = inert;
export const never = inert;
/** What a transform returns after an issue; no transform runs here. */
export const NEVER = inert;
export const date = inert;
export const email = inert;
export const url = inert;
export const trim = inert;
export const toLowerCase = inert;
export const check = inert;
export const tuple = inert;
export const strictObject = inert;
export const looseObject = inert;
export const partial = inert;
export const extend = inert;
export const stringbool = inert;
export { null_ as null };
const null_ = inert;
export { undefined_ as undefined };
const undefined_ = inert;
