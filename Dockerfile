# Hearth add-on image: TypeScript is compiled in a build stage; the runtime keeps only production
# dependencies, dist/ and the s6-overlay service in rootfs/.
ARG BUILD_FROM=ghcr.io/home-assistant/base:3.24

FROM ${BUILD_FROM} AS build
WORKDIR /build
RUN apk add --no-cache nodejs npm
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

FROM ${BUILD_FROM}
ARG BUILD_ARCH
ARG BUILD_VERSION
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN apk add --no-cache nodejs npm \
    && npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force \
    && apk del npm
COPY --from=build /build/dist ./dist
COPY rootfs /

HEALTHCHECK --start-period=30s --start-interval=2s --interval=30s --timeout=5s --retries=3 \
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
