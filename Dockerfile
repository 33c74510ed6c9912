# Hearth add-on image. Node comes from the official image of the major version the publish workflow
# tests with (NODE_VERSION; test/release-workflow.test.ts compares it), not from Alpine, whose nodejs
# follows the base image. Node 24: a maintained LTS line (20 ended on 2026-04-30), and its Maglev tier
# is what --max-opt=2 in the run script stops at (bench/RESULTS.md, "Node's version"). TypeScript is
# compiled and dev dependencies pruned in the build stage; the runtime is the Home Assistant base
# (s6-overlay) with node, production node_modules, dist/ and rootfs/.
ARG BUILD_FROM=ghcr.io/home-assistant/base:3.24
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-alpine AS build
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/latin1-sources.js ./scripts/
COPY src ./src
# The production dependencies' sources escaped as npm run build does dist/'s (scripts/latin1-sources.js): zod's
# modules, held in memory all year, then take one byte per character instead of two (~0.6 MB less heap).
RUN npm run build \
    && npm prune --omit=dev --no-audit --no-fund \
    && node scripts/latin1-sources.js node_modules

FROM ${BUILD_FROM}
ARG BUILD_ARCH
ARG BUILD_VERSION
ENV NODE_ENV=production
WORKDIR /app
# The node binary links against the C++ runtime, which the base image does not carry.
RUN apk add --no-cache libstdc++
COPY --from=build /usr/local/bin/node /usr/local/bin/node
COPY package.json ./
COPY --from=build /build/node_modules ./node_modules
COPY --from=build /build/dist ./dist
COPY rootfs /

# No --start-interval: it needs Docker Engine 25, newer than many Home Assistant OS hosts run.
HEALTHCHECK --start-period=30s --interval=30s --timeout=5s --retries=3 \
    CMD ["node", "/app/dist/cli/healthcheck.js", "--host", "127.0.0.1", "--port", "10500"]

LABEL \
    io.hass.name="Hearth" \
    io.hass.description="A conversation agent for Assist over Wyoming, powered by any OpenAI-compatible LLM" \
    io.hass.url="https://github.com/hearth-assist/hearth" \
    io.hass.type="app" \
    io.hass.arch="${BUILD_ARCH}" \
    io.hass.version="${BUILD_VERSION}" \
    org.opencontainers.image.title="Hearth" \
    org.opencontainers.image.source="https://github.com/hearth-assist/hearth" \
    org.opencontainers.image.licenses="MIT"
