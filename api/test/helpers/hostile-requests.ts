import fc from 'fast-check';

/**
 * Requests built from the OpenAPI document: every operation with path, query and body values
 * drawn from its own schemas, mixed with what a hostile client sends instead (control
 * characters, bidi overrides, lone surrogates, SQL and path fragments, far-off dates, huge and
 * odd numbers, malformed bodies).
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface OperationRequests {
  /** Method and path pattern, as the document names the operation. */
  name: string;
  arbitrary: fc.Arbitrary<HostileRequest>;
  /** Requests sent on every run whatever the seed: bodies no parser can read, for a multipart operation. */
  examples: HostileRequest[];
  /** The document declares the editor guard's answers: 401 without a session, 403 for other accounts. */
  editorOnly: boolean;
  /** Not a GET, nor a note of who is looking: the request may change what is stored, and is audited. */
  write: boolean;
  /** The document declares 201 beside 200: a 200 then means it was there already, nothing was written (make sure a container exists). */
  answersExisting: boolean;
}

const HOSTILE_TEXTS = [
  '\u0000', 'a\u0000b', '%00', '\u0007\u001b[31m', '\u007f', '\u0085', '\u202Egnp.exe', '\u2066x\u2069', '\uD800', '\uDFFF\uD800',
  "' OR 1=1 --", "'; drop table users; --", '") union select password_hash from users --', '../../../../etc/passwd', '..%2F..%2Fetc',
  '<script>alert(1)</script>', '${7*7}{{7*7}}', '%', '%E0%A4%A', '\\', '/', '//', '?', '#', '&', '=', ' ', '',
  '31-12-9999', '00-00-0000', '29-02-2027', '9999-12', '0000-01', '0050-06', '2026-13', '-1', '0', '1e309', 'NaN', 'Infinity',
  '99999999999999999999', '-2147483649', '2147483648', 'true', 'null', '[]', '{}', '🙂', 'ß'.repeat(300), 'x'.repeat(5000),
];

/** C0 and C1 controls, DEL and the bidi controls: what a keyboard never sends. */
const CONTROLS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f', '\u0085', '\u009b', '\u202e', '\u2066'];

export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
    // NUL most often: PostgreSQL refuses it in text, where other controls are stored as they are.
    { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROLS)), fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_TEXTS)).map(([a, b]) => a + b) },
  );

const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText() },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 31, 2 ** 53 + 2, -1e308, 1.5, [], {}, ['\u0000'], { '\u0000': 1 }) },
  );

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema accepts (mostly), or one a hostile client sends instead. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: conforming(schema, depth) }, { weight: 1, arbitrary: hostileValue() });
}

function conforming(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue();
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => conforming(choice, depth + 1)));
  if (schema.allOf?.length) return conforming(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => conforming({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) }),
        fc.constantFrom(1, 2, 3, 10, 50),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return fc.oneof(matching(schema), hostileText());
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueFor(value, depth + 1)]));
      const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
      return fc.record(shape, { requiredKeys });
    }
    default:
      return hostileValue();
  }
}

/** Text the schema's pattern matches; fast-check cannot build every pattern (lookarounds), then any short text. */
function matching(schema: JsonSchema): fc.Arbitrary<string> {
  const plain = fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
  if (!schema.pattern) return plain;
  try {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length <= (schema.maxLength ?? 200));
  } catch {
    return plain;
  }
}

const asParameterText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Percent-encodes for a URL; a lone surrogate, which a URL cannot carry, becomes U+FFFD as browsers send it. */
const encode = (text: string): string => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, (c, i: number, all: string) => {
  const code = c.charCodeAt(0);
  const pairs = code < 0xdc00 ? /[\uDC00-\uDFFF]/.test(all[i + 1] ?? '') : /[\uD800-\uDBFF]/.test(all[i - 1] ?? '');
  return pairs ? c : '\uFFFD';
}));

const malformedBodies = fc.constantFrom(
  '{"form": ', '"just a string"', 'null', '[]', '{"a":\u0000}', '\u0000', '{"__proto__": {"admin": true}}', 'x'.repeat(2000), '',
);

/** Multipart bodies the parser cannot read: no boundary, an empty one, a body without its boundary. */
const UNREADABLE_MULTIPART = [
  { type: 'multipart/form-data', payload: '' },
  { type: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: 'not a multipart body' },
];

function multipartBody(): fc.Arbitrary<{ payload: string | Buffer; type: string }> {
  return fc.oneof(
    fc.record({ payload: fc.string({ maxLength: 50, unit: 'binary' }), type: fc.constantFrom(...UNREADABLE_MULTIPART.map(({ type }) => type)) }),
    fc.tuple(hostileText(), fc.uint8Array({ maxLength: 64 }), fc.boolean()).map(([name, bytes, closed]) => ({
      type: 'multipart/form-data; boundary=hostile',
      payload: Buffer.concat([
        Buffer.from(`--hostile\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(bytes),
        Buffer.from(closed ? '\r\n--hostile--\r\n' : ''),
      ]),
    })),
  );
}

/** Operations that store who has a page open (the editor's heartbeat and goodbye), no content: never audited. */
const NOT_CONTENT_WRITES = /^\/pageeditor-api\/presence\//;

/** One arbitrary request per operation of the document. */
export function operationRequests(doc: OpenApiDocument): OperationRequests[] {
  const requests: OperationRequests[] = [];
  for (const [pattern, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const content = operation.requestBody?.content ?? {};
      const multipart = 'multipart/form-data' in content;
      const jsonSchema = content['application/json']?.schema;

      const pathValues = fc.tuple(...pathParams.map((p) => valueFor(p.schema)));
      const queryValues = fc.tuple(...queryParams.map((p) => fc.option(valueFor(p.schema), { nil: undefined })));
      const body = multipart
        ? multipartBody()
        : ['post', 'put', 'patch'].includes(method)
          ? fc.oneof(
            { weight: 4, arbitrary: valueFor(jsonSchema ?? { type: 'object' }).map((value) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' })) },
            { weight: 1, arbitrary: malformedBodies.map((payload) => ({ payload, type: 'application/json' })) },
            { weight: 1, arbitrary: hostileText().map((payload) => ({ payload, type: 'text/plain' })) },
          )
          : fc.constant(null);

      const build = (pathVals: unknown[], queryVals: unknown[], sent: { payload: string | Buffer; type: string } | null): HostileRequest => {
        let url = pattern;
        pathParams.forEach((param, index) => {
          const text = asParameterText(pathVals[index]);
          url = url.replace(`{${param.name}}`, param.name === '*' ? text.split('/').map(encode).join('/') : encode(text));
        });
        const query = queryParams
          .map((param, index) => [param.name, queryVals[index]] as const)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => `${encode(name)}=${encode(asParameterText(value))}`)
          .join('&');
        const headers: Record<string, string> = sent ? { 'content-type': sent.type } : {};
        return { method: method.toUpperCase(), url: query ? `${url}?${query}` : url, headers, ...(sent ? { payload: sent.payload } : {}) };
      };
      const responses = Object.keys(operation.responses ?? {});
      requests.push({
        name: `${method.toUpperCase()} ${pattern}`,
        arbitrary: fc.tuple(pathValues, queryValues, body).map(([pathVals, queryVals, sent]) => build(pathVals, queryVals, sent)),
        // The examples' path values are the first the schemas give, the same on every run.
        examples: multipart ? UNREADABLE_MULTIPART.map((sent) => build(fc.sample(pathValues, { numRuns: 1, seed: 0 })[0] ?? [], [], sent)) : [],
        editorOnly: responses.includes('401') && responses.includes('403'),
        write: method !== 'get' && !NOT_CONTENT_WRITES.test(pattern),
        answersExisting: responses.includes('200') && responses.includes('201'),
      });
    }
  }
  return requests;
}

/** Document paths (the route that answers every other GET is not in the OpenAPI document). */
export const documentRequest: fc.Arbitrary<HostileRequest> = fc.array(
  fc.oneof(hostileText(), fc.constantFrom('de', 'en', 'programm', 'programme', 'magazin', 'autorinnen', 'webshop', 'eventim.webshop', 'x.js', '7')),
  { minLength: 1, maxLength: 4 },
).map((segments) => ({ method: 'GET', url: `/${segments.map(encode).join('/')}`, headers: {} }));

/** What an answer to a client must never show: a stack trace or the database's own words. */
export const LEAKS = [
  /\n\s+at .+:\d+:\d+/, /node_modules/, /SQLITE_[A-Z]+/, /syntax error at or near/i, /invalid byte sequence/i,
  /violates (?:unique|foreign key|not-null|check) constraint/i, /\brelation "[^"]+"/i, /unterminated quoted/i,
];
