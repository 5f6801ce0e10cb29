# The site and its API in one small image: `docker build -t aruvi-site .`, then
# `docker run -p 3000:3000 -v aruvi-data:/data aruvi-site` (SQLite in the volume), or with
# DATABASE_URL=postgres://… (see compose.yaml and README, Deploying).

# Node 22 (LTS, supported until April 2027); the code also runs on Node 20.19+, the oldest
# version development machines may have (README, Supported Node versions).

# `--build-arg STUDIO_TOOLS=yes` keeps the build tools (Vite, tsx) in the image, so a published
# change to site.config.json (a whole-site rebuild) works in the container too; without them
# the studio publishes pages and images and refuses a site-config change, saying why.
ARG STUDIO_TOOLS=no

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
FROM node:22-bookworm-slim AS deps-no
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 2'. Or every dependency, the build tools included (STUDIO_TOOLS=yes).
FROM build AS deps-yes

FROM deps-${STUDIO_TOOLS} AS deps

# 3. Run: node, the dependencies, the build; as the unprivileged `node` user.
FROM node:22-bookworm-slim
# git (and ssh for an ssh:// or git@ remote) so the studio can commit, push to CONTENT_REMOTE and
# follow it; the content checkout is /content, a volume of its own, cloned from the remote at the
# first start when empty. Credentials are never in the image: an SSH deploy key mounted as a
# secret (GIT_SSH_COMMAND names it), or an https token in CONTENT_GIT_TOKEN, which the credential
# helper below hands to git at run time (docs/deploying.md).
RUN apt-get update && apt-get install -y --no-install-recommends git openssh-client ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && git config --system safe.directory /content \
    && git config --system credential.helper \
      '!f() { test "$1" = get && test -n "$CONTENT_GIT_TOKEN" || exit 0; echo "username=${CONTENT_GIT_USER:-x-access-token}"; echo "password=$CONTENT_GIT_TOKEN"; }; f'
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DIST_DIR=/app/dist DATA_DIR=/data CONTENT_DIR=/content
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# The studio re-renders published pages into dist/ and swaps a rebuilt dist.next in beside it.
COPY --from=build --chown=node:node /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data /content && chown node:node /data /content /app
USER node
VOLUME /data /content
EXPOSE 3000
# Node's own fetch: no curl in the image.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 receives SIGTERM itself: requests in flight finish before it exits.
CMD ["node", "dist/node/serve.js"]
