# The site and its API in one small image: `docker build -t aruvi-site .`, then
# `docker run -p 3000:3000 -v aruvi-data:/data aruvi-site` (SQLite in the volume), or with
# DATABASE_URL=postgres://… (see compose.yaml and README, Deploying).

# Node 22 (LTS, supported until April 2027); the code also runs on Node 20.19+, the oldest
# version development machines may have (README, Supported Node versions).

# 1. Build: the prerendered site (dist/) and the server as plain JavaScript (dist/node/).
FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and sharp come prebuilt for this platform; the compilers are for when one is not.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# 2. Production dependencies only: no Vite, TypeScript or test tools in the image.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. Run: node, the dependencies, the build; as the unprivileged `node` user.
FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DIST_DIR=/app/dist DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Node's own fetch: no curl in the image.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 receives SIGTERM itself: requests in flight finish before it exits.
CMD ["node", "dist/node/serve.js"]
