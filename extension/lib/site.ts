/** Pages of the companion website, which is served from the API's origin. */
import { API_URL } from "./api-client";

export const SITE_LINKS = {
  signup: `${API_URL}/signup`,
  dashboard: `${API_URL}/dashboard`,
  /** where a Free user upgrades: the dashboard's plan card */
  upgrade: `${API_URL}/dashboard`,
  verifyEmail: `${API_URL}/verify-email`,
  forgotPassword: `${API_URL}/forgot-password`,
  /** how the user writes: every suggestion is written in that voice */
  voice: `${API_URL}/settings#voice`,
  /** the assistant's memory (clear it) and the data export */
  data: `${API_URL}/settings#data`,
  privacyPolicy: `${API_URL}/privacy-policy`,
} as const;
