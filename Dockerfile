# The portal's image: `docker build -t donor-portal .` at the repository root (docs/operations.md, "Container image
# and compose"). It cannot be built on the CI machines (no container daemon): apps/server/src/deploy-files.test.ts
# checks that every command and variable below exists in the project.

# Build: every workspace's dependencies, then the web app and the server bundles (npm run build).
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# The packages ship their binaries (esbuild, sharp, @node-rs/argon2, PGlite): no install script is needed.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the server's production dependencies only, the bundles, the migrations beside them and the web app they serve.
FROM node:20.19-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
RUN npm ci --omit=dev --workspace apps/server --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# A user without a shell or a home of its own; it owns only the embedded database's folder (unused with DATABASE_URL).
RUN groupadd --system portal && useradd --system --gid portal --no-create-home --shell /usr/sbin/nologin portal \
    && mkdir -p /app/data && chown portal:portal /app/data
USER portal
WORKDIR /app/apps/server
EXPOSE 3000
# Liveness: /api/health asks nothing of the database. Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The operations commands: docker run --rm … node dist/ops.js migrate|check|backup|restore|record-visit
CMD ["node", "--enable-source-maps", "--import", "./dist/tracing.js", "dist/server.js"]
