# The app server image (docker-compose.yml's `app` and `nats-setup`). NATS runs in
# its own container, so this image holds no nats-server.
FROM node:20-bookworm-slim

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

COPY . .
# Build the web client, then drop what only the build needed (tsx stays: it runs the server).
RUN npx vite build --config web/vite.config.ts --logLevel warn \
  && npm prune --omit=dev --no-audit --no-fund

# Volumes mounted here start out owned by `node`, the user the server runs as.
RUN mkdir -p /data /nats && chown node:node /data /nats
USER node

ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/main.ts"]
