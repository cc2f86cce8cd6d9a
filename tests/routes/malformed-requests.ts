import fc from 'fast-check';
import { RawJson, type Fields, type RouteRequest } from './route-request';

// Malformed variants of a well-formed request, as fast-check arbitraries: a
// short list of mutations applied in order, so most of them still reach past
// the first validation (one field dropped or mistyped, one duplicated, the body
// re-encoded) while others break the request outright.

// Long enough to break every field's own limit, short enough that most bodies holding it stay under the
// 64 KB body limit and reach the validators (overLimitBodies below checks the limit itself).
const HUGE = 40_000;

const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  'a\uD83D',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦',
  '🎉🎉',
  '\uFEFF',
  'e\u0301',
  '\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x10',
  '1.5',
  '9007199254740993',
  '-9007199254740993',
  '99999999999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'u_ava_b',
  'u_leo_k',
  'u_kai_w',
  'class_g4_room12',
  'class_g5_room3',
  'GOT_IT',
  'math',
  'US',
];

const hugeStrings = ['x'.repeat(HUGE), '😀'.repeat(HUGE / 4), '\uD800'.repeat(HUGE / 2), 'ا'.repeat(HUGE / 2)];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...oddStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom(...hugeStrings), weight: 1 },
);

const oddNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1, 0.5, -0.000001, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, Number.MAX_VALUE),
  fc.double(),
  fc.constantFrom(new RawJson('1e400'), new RawJson('-1e400'), new RawJson('-0'), new RawJson('123456789012345678901234567890'), new RawJson('1E-400')),
);

/** A field value: strings and numbers of every odd kind, booleans, null, arrays and objects. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 4 },
  { arbitrary: oddNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
  { arbitrary: fc.array(fc.oneof(oddString, oddNumber), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'x'), fc.oneof(oddString, oddNumber), { maxKeys: 2 }), weight: 1 },
  { arbitrary: fc.constantFrom([[[[[[[[[[]]]]]]]]]], Array.from({ length: 2_000 }, (_, n) => n), new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`)), weight: 1 },
);

const fieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'focusSessionId', 'focusID', 'classId', 'studentUserIds', 'studentUserId', 'message', 'messageId', 'q', 'username', 'editionConstant', ''),
  oddString.filter((name) => name.length < 1_000),
);

const brokenJson = [
  '',
  '{',
  '{"a":',
  '[',
  ']',
  'null',
  'true',
  '"text"',
  '123',
  '[1,2]',
  '{"a":1}}',
  '{a:1}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"focusSessionId":}',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":"${'x'.repeat(HUGE)}"`,
  '\uFEFF{}',
];

const brokenMultipart = [
  'garbage',
  '',
  '--x',
  '--x--',
  '--x\r\n\r\n--x--',
  '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi',
  '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nfile\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--x--\r\n',
];

const brokenForm = ['%', '%E0%A4%A', 'a=%ZZ&b', '&&&==', '=', 'message=%uD800', 'messageId=%ED%A0%80&response=GOT_IT', 'a=1&a=2&a=3', `q=${'%'.repeat(1_000)}`];

export type Mutation =
  | { kind: 'drop'; index: number }
  | { kind: 'set'; index: number; value: unknown }
  | { kind: 'add'; name: string; value: unknown }
  | { kind: 'duplicate'; index: number; value: unknown }
  | { kind: 'encode'; as: 'json' | 'form' | 'multipart' }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'rawQuery'; text: string }
  | { kind: 'param'; text: string }
  | { kind: 'cookie'; value: string | null }
  | { kind: 'header'; name: string; value: string };

const printableAscii = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength });

const rawBody: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/JSON', 'application/json; charset=utf-16', 'text/json'),
    text: fc.oneof(fc.constantFrom(...brokenJson), fc.string({ unit: 'binary', maxLength: 60 })),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="a b"', 'multipart/mixed; boundary=x'),
    text: fc.oneof(fc.constantFrom(...brokenMultipart), fc.string({ unit: 'binary', maxLength: 60 })),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=latin1'),
    text: fc.oneof(fc.constantFrom(...brokenForm), fc.string({ unit: 'binary', maxLength: 60 })),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(null, '', 'text/plain', 'application/octet-stream', 'application/xml', 'garbage/;;;', 'application/json, text/plain'),
    text: fc.oneof(fc.constantFrom(...brokenJson.slice(0, 12)), fc.string({ unit: 'binary', maxLength: 60 })),
  }),
);

const brokenQuery = ['%', '%E0%A4%A', 'a=%ZZ', '&&&==', '=', 'q=%', 'focusID=%00', 'focusID=1&focusID=2', 'subject=math&subject=ela', 'q=a&q=b&q=c', '%ED%A0%80=%ED%A0%80', `q=${'%25'.repeat(2_000)}`, 'page=-1', 'page=1e9', 'grade=NaN', 'maxLines=99999999999999999999'];
const brokenParams = ['%', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', 'a%2Fb', '%ED%A0%80', 'x'.repeat(10_000), '%F0%9F%98%80', 'nan', '-1'];

export function mutation(options: { post: boolean; params: boolean }): fc.Arbitrary<Mutation> {
  const index = fc.nat({ max: 20 });
  const options_: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('drop' as const), index }),
    fc.record({ kind: fc.constant('set' as const), index, value: oddValue }),
    fc.record({ kind: fc.constant('set' as const), index, value: oddValue }),
    fc.record({ kind: fc.constant('add' as const), name: fieldName, value: oddValue }),
    fc.record({ kind: fc.constant('duplicate' as const), index, value: oddValue }),
    fc.record({ kind: fc.constant('rawQuery' as const), text: fc.oneof(fc.constantFrom(...brokenQuery), printableAscii(40)) }),
    fc.record({
      kind: fc.constant('cookie' as const),
      value: fc.oneof(fc.constant(null), fc.constantFrom('lc_session=', 'lc_session=%E0%A4%A', 'lc_session="', 'lc_session=a; lc_session=b', `lc_session=${'x'.repeat(10_000)}`), printableAscii(80).map((v) => `lc_session=${v}`)),
    }),
    fc.record({
      kind: fc.constant('header' as const),
      name: fc.constantFrom('idempotency-key', 'x-correlation-id', 'origin', 'sec-fetch-site', 'accept', 'x-forwarded-proto'),
      value: fc.oneof(fc.constantFrom('', 'null', 'http://evil.example', 'cross-site', 'same-site', 'x'.repeat(10_000)), printableAscii(80)),
    }),
  ];
  if (options.post) {
    options_.push(fc.record({ kind: fc.constant('encode' as const), as: fc.constantFrom('json' as const, 'form' as const, 'multipart' as const) }), rawBody, rawBody);
  }
  if (options.params) options_.push(fc.record({ kind: fc.constant('param' as const), text: fc.oneof(fc.constantFrom(...brokenParams), printableAscii(30).map(encodeURIComponent)) }));
  return fc.oneof(...options_);
}

/** One to three mutations. */
export function mutations(request: RouteRequest): fc.Arbitrary<Mutation[]> {
  return fc.array(mutation({ post: request.method === 'POST', params: request.params !== undefined }), { minLength: 1, maxLength: 3 });
}

/** The fields a mutation works on: the body's when it has fields, else the query's. */
function fieldsOf(request: RouteRequest): Fields {
  if (request.body && request.body.type !== 'raw') return request.body.fields;
  return (request.query ??= []);
}

export function applyMutations(base: RouteRequest, list: readonly Mutation[]): RouteRequest {
  const request: RouteRequest = {
    ...base,
    ...(base.query ? { query: base.query.map(([name, value]): [string, unknown] => [name, value]) } : {}),
    ...(base.body ? { body: base.body.type === 'raw' ? { ...base.body } : { ...base.body, fields: base.body.fields.map(([name, value]): [string, unknown] => [name, value]) } } : {}),
    ...(base.params ? { params: { ...base.params } } : {}),
    headers: { ...base.headers },
  };
  for (const change of list) {
    switch (change.kind) {
      case 'drop':
      case 'set':
      case 'duplicate': {
        const fields = fieldsOf(request);
        if (fields.length === 0) {
          if (change.kind !== 'drop') fields.push(['extra', change.value]);
          break;
        }
        const at = change.index % fields.length;
        if (change.kind === 'drop') fields.splice(at, 1);
        else if (change.kind === 'set') fields[at] = [fields[at]![0], change.value];
        else fields.push([fields[at]![0], change.value]);
        break;
      }
      case 'add':
        fieldsOf(request).push([change.name, change.value]);
        break;
      case 'encode':
        request.body = { type: change.as, fields: request.body && request.body.type !== 'raw' ? request.body.fields : [] };
        break;
      case 'raw':
        request.body = { type: 'raw', contentType: change.contentType, text: change.text };
        break;
      case 'rawQuery':
        request.rawQuery = request.rawQuery ? `${request.rawQuery}&${change.text}` : change.text;
        break;
      case 'param':
        for (const name of Object.keys(request.params ?? {})) request.params![name] = change.text;
        break;
      case 'cookie':
        if (change.value === null) delete request.cookie;
        else request.cookie = change.value;
        break;
      case 'header':
        request.headers![change.name] = change.value;
        break;
    }
  }
  return request;
}

/** One byte over the default body limit (server/http/body-limit.ts), as a field's text. */
const OVER_LIMIT_TEXT = 'x'.repeat(64 * 1024 + 1);

/**
 * The well-formed request with its body grown past the 64 KB limit by one more
 * field, in every encoding a route accepts (JSON, urlencoded form, multipart).
 */
export function overLimitBodies(request: RouteRequest): { encoding: 'json' | 'form' | 'multipart'; request: RouteRequest }[] {
  const fields: Fields = request.body && request.body.type !== 'raw' ? request.body.fields : [];
  return (['json', 'form', 'multipart'] as const).map((encoding) => ({
    encoding,
    request: { ...request, body: { type: encoding, fields: [...fields, ['padding', OVER_LIMIT_TEXT]] } },
  }));
}
