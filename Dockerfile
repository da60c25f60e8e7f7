# Netlift: one PocketBase binary serving the static site and the API on one origin. The image is the
# release bundle (npm run package, tested by tests/integration/release.test.ts) run by a non-root user.
#   docker build --build-arg APP_URL=https://netlift.example -t netlift .
#   docker run -d -p 8090:8090 -v netlift-data:/pb_data --env-file .env netlift

FROM node:20-bookworm-slim AS build
WORKDIR /src
# APP_URL is baked into the extension zip (its API origin); the server reads it again at run time
ARG APP_URL=http://127.0.0.1:8090
ENV APP_URL=$APP_URL PLASMO_PUBLIC_API_URL=$APP_URL ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY extension/package.json extension/package.json
COPY scripts scripts
RUN npm ci
COPY . .
RUN npm run package

FROM debian:bookworm-slim
# curl: streamed answers (POST /api/assist with Accept: text/event-stream) reach the model through it
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl wget && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin netlift \
  && mkdir /pb_data && chown netlift:netlift /pb_data
COPY --from=build /src/release/netlift-linux-amd64.tar.gz /tmp/netlift.tar.gz
RUN tar -xzf /tmp/netlift.tar.gz -C / && mv /netlift /app && rm /tmp/netlift.tar.gz
# Go's memory settings (GOGC=400, GOMEMLIMIT=400MiB for a 1 GB machine) come from start.sh; -e overrides them
ENV HOST=0.0.0.0 PORT=8090 PB_DATA_DIR=/pb_data
USER netlift
VOLUME /pb_data
EXPOSE 8090
HEALTHCHECK --interval=30s --timeout=3s CMD wget -qO- http://127.0.0.1:8090/api/health || exit 1
ENTRYPOINT ["/app/start.sh"]
