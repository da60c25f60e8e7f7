/** The jobs feature, as the registry takes it (../registry.ts). */
import { pageFeature } from "../shared/feature";
import { startJobs } from "./start";

export const jobsFeature = pageFeature({ page: "jobs", start: startJobs });
