import type { paths } from './fleet-api';

/*
 * A typed fetch over the `paths` that openapi-typescript generates from /api/docs/json, in the style
 * of openapi-fetch: `fleet('get', '/api/vehicles/{id}', { path: { id } })`. The generated file,
 * fleet-api.ts, exists only while tests/api/openapi-client.test.ts type-checks calls.ts against it,
 * which is why this folder is left out of the project's own type check (tsconfig.json).
 *
 * Where the document lost a type, a call does not compile: a body or an answer that became `never`
 * (nothing declared) or `unknown` (a schema that says nothing) turns into `{ missing: … }`, which no
 * body matches and which has none of the fields a call reads.
 */

type Method = 'get' | 'post' | 'put' | 'delete';
type Path = keyof paths;

/** The operation at a path and method, never where there is none. */
type Operation<P extends Path, M extends Method> = paths[P][M] extends infer O ? (O extends { responses: unknown } ? O : never) : never;

/** The paths that answer the method. */
type PathsWith<M extends Method> = { [P in Path]: [Operation<P, M>] extends [never] ? never : P }[Path];

/** A type the document really declares. */
type Declared<T> = [T] extends [never] ? { missing: 'never' } : unknown extends T ? { missing: 'unknown' } : T;

type ParametersOf<O> = O extends { parameters: infer Parameters } ? Parameters : never;
type PathInit<O> = ParametersOf<O> extends { path: infer Values } ? { path: Values } : { path?: undefined };
type QueryInit<O> =
  ParametersOf<O> extends { query: infer Values }
    ? { query: Values }
    : ParametersOf<O> extends { query?: infer Values }
      ? { query?: Values }
      : object;

/** A body for each media type the operation takes: `{ contentType, body }`. */
type BodyOf<O> = O extends { requestBody: { content: infer Content } }
  ? { [Type in keyof Content]: { contentType: Type; body: Declared<Content[Type]> } }[keyof Content]
  : { contentType?: undefined; body?: undefined };

type Init<O> = PathInit<O> & QueryInit<O> & BodyOf<O>;

/** What a success answers: its JSON, or the text of a file. */
type Content<Answer> = Answer extends { content: infer Content } ? Content[keyof Content] : never;
type Success<O> = O extends { responses: infer Responses } ? Content<Responses[Extract<keyof Responses, 200 | 201>]> : never;

/** A failure as Fleet answers every one: the `Error` component. */
export class FleetError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Array<{ field: string; message: string }> },
  ) {
    super(body.message);
  }
}

/** A client of the Fleet at `baseUrl`, signed in with an access token from POST /api/auth/token. */
export function fleetClient(baseUrl: string, accessToken?: string) {
  return async function fleet<M extends Method, P extends PathsWith<M>>(
    method: M,
    path: P,
    init: Init<Operation<P, M>>,
  ): Promise<Declared<Success<Operation<P, M>>>> {
    const {
      path: values,
      query,
      contentType,
      body,
    } = init as {
      path?: Record<string, string>;
      query?: Record<string, string | number | string[] | undefined>;
      contentType?: string;
      body?: Record<string, unknown>;
    };
    const url = new URL(`${baseUrl}${String(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values![name]!))}`);
    for (const [name, value] of Object.entries(query ?? {}))
      for (const one of [value ?? []].flat()) url.searchParams.append(name, String(one));
    const headers: Record<string, string> = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    let payload: BodyInit | undefined;
    if (contentType === 'multipart/form-data') {
      const form = new FormData();
      for (const [name, value] of Object.entries(body ?? {}))
        if (value !== undefined) form.append(name, value instanceof Blob ? value : String(value));
      payload = form;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const answer = await fetch(url, { method: method.toUpperCase(), headers, body: payload });
    if (!answer.ok) throw new FleetError(answer.status, await answer.json());
    return (answer.headers.get('content-type')?.startsWith('application/json') ? answer.json() : answer.text()) as Promise<never>;
  };
}
