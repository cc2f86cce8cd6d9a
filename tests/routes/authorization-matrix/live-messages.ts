import { signedIn, senders, students, get, postForm, type RouteRule } from '../matrix-requests';

// Live messages: teachers and administrators send, students acknowledge.
// The rules of the routes server/features/live-messages.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  'POST /liveMessage/sendMessage': {
    allowed: senders,
    request: (fx, role) => postForm(fx, role, '/liveMessage/sendMessage', [['message', '<p>Open lesson <b>5</b></p>'], ['studentUserIds', fx.studentFor(role)]]),
  },
  'GET /liveMessage/recipients': { allowed: senders, request: (fx, role) => get(fx, role, '/liveMessage/recipients') },
  'GET /liveMessage/fetchMessages': { allowed: signedIn, request: (fx, role) => get(fx, role, '/liveMessage/fetchMessages') },
  'POST /liveMessage/acknowledgeMessage': {
    allowed: students,
    // A new message from ms.rivera to ava.b every time; only ava.b may acknowledge it.
    request: async (fx, role) =>
      postForm(fx, role, '/liveMessage/acknowledgeMessage', [['messageId', await fx.messageTo(fx.studentFor('student'))], ['response', 'GOT_IT']]),
  },
  'GET /liveMessage/sentBatches': { allowed: senders, request: (fx, role) => get(fx, role, '/liveMessage/sentBatches') },
};
