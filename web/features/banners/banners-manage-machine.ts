import { assign, fromPromise, setup } from 'xstate';
import type { ManagedBanner } from '../../../events/banners';
import { HttpError, NETWORK_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { editBanner, fetchManagedBanners, publishBanner, withdrawBanner, type BannerForm, type ManagedBanners } from './banners-api';

export interface BannersManageContext {
  data: ManagedBanners | null;
  /** The banner being edited, or null for a new one. */
  editing: ManagedBanner | null;
  /** The last save's or withdrawal's refusal (an error key). */
  errorKey: string | null;
  /** What the last success says ('published', 'saved', 'withdrawn'). */
  notice: 'published' | 'saved' | 'withdrawn' | null;
  /** Successful saves so far (a new form after each). */
  saves: number;
}

export type BannersManageEvent =
  | { type: 'retry' }
  | { type: 'edit'; banner: ManagedBanner }
  | { type: 'cancelEdit' }
  | { type: 'submit'; form: BannerForm }
  | { type: 'withdraw'; bannerId: number };

const errorKeyOf = (error: unknown) => (error instanceof HttpError ? error.errorKey : NETWORK_ERROR_KEY);

/**
 * The administrators' banners page: load their banners, write a new one or
 * edit one, withdraw one; after each change the list is loaded again (with its
 * reach). One save at a time; each user action sends its own idempotency key.
 */
export const bannersManageMachine = setup({
  types: { context: {} as BannersManageContext, events: {} as BannersManageEvent },
  actors: {
    loadBanners: fromPromise<ManagedBanners>(() => fetchManagedBanners()),
    saveBanner: fromPromise<{ bannerId: number }, { bannerId: number | null; form: BannerForm }>(({ input }) => {
      const options = { idempotencyKey: newIdempotencyKey() };
      return input.bannerId === null ? publishBanner(input.form, options) : editBanner(input.bannerId, input.form, options);
    }),
    withdraw: fromPromise<{ bannerId: number }, { bannerId: number }>(({ input }) => withdrawBanner(input.bannerId, { idempotencyKey: newIdempotencyKey() })),
  },
}).createMachine({
  id: 'bannersManage',
  context: { data: null, editing: null, errorKey: null, notice: null, saves: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBanners',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: {
      on: {
        edit: { actions: assign({ editing: ({ event }) => event.banner, errorKey: null, notice: null }) },
        cancelEdit: { actions: assign({ editing: null, errorKey: null }) },
        submit: { target: 'saving', actions: assign({ errorKey: null, notice: null }) },
        withdraw: { target: 'withdrawing', actions: assign({ errorKey: null, notice: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveBanner',
        input: ({ context, event }) => ({ bannerId: context.editing?.bannerId ?? null, form: (event as Extract<BannersManageEvent, { type: 'submit' }>).form }),
        onDone: { target: 'reloading', actions: assign({ notice: ({ context }) => (context.editing ? 'saved' : 'published'), editing: null, saves: ({ context }) => context.saves + 1 }) },
        onError: { target: 'ready', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    withdrawing: {
      invoke: {
        src: 'withdraw',
        input: ({ event }) => ({ bannerId: (event as Extract<BannersManageEvent, { type: 'withdraw' }>).bannerId }),
        onDone: { target: 'reloading', actions: assign({ notice: 'withdrawn', editing: null }) },
        onError: { target: 'ready', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
    reloading: {
      invoke: {
        src: 'loadBanners',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
      },
    },
  },
});
