import type { Bench } from './bench-definition';
import { httpCommandBench } from './http-command.bench';
import { liveMessageFanoutBench } from './live-message-fanout.bench';
import { logAppendBench } from './log-append.bench';
import { logReplayBench } from './log-replay.bench';
import { practiceBench } from './practice.bench';
import { quickbarSearchBench } from './quickbar-search.bench';
import { sameQuestionModeBench } from './same-question-mode.bench';
import { clusterBench } from './cluster.bench';
import { explorerBench } from './explorer.bench';
import { reportsBench } from './reports.bench';
import { racewayBench } from './raceway.bench';

/** Every bench, in the order `npm run bench` runs them. Add yours here. */
export const allBenches: readonly Bench[] = [logAppendBench, logReplayBench, httpCommandBench, liveMessageFanoutBench, quickbarSearchBench, practiceBench, sameQuestionModeBench, clusterBench, explorerBench, reportsBench, racewayBench];
