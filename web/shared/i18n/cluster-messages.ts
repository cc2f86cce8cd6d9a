/**
 * English text of the cluster's own server key (issue 17, docs/scale-out.md): the
 * node answering was still catching up with a change this browser just made elsewhere.
 */
export const clusterMessages = {
  cluster: {
    catching_up: 'The server is still catching up with your last change. Please try again in a moment.',
  },
} as const;
