import { createRouter } from "#http/router";
import { authRoutes } from "./auth/auth.routes";
import { passwordResetRoutes } from "./auth/password-reset.routes";
import { adminConferenceRoutes } from "./conferences/admin-conferences.routes";
import { conferenceRoutes } from "./conferences/conferences.routes";
import { healthRoutes } from "./health/health.routes";
import { kioskRoutes } from "./kiosk-sync/kiosk.routes";
import { outboxRoutes } from "./notifications/outbox.routes";
import { adminRegistrationRoutes } from "./registrations/admin-registrations.routes";
import { registrationRoutes } from "./registrations/registrations.routes";
import { uploadRoutes } from "./uploads/uploads.routes";

/** Every feature's routes, mounted under /api. */
export const features = createRouter()
  .route("/", healthRoutes)
  .route("/", authRoutes)
  .route("/", passwordResetRoutes)
  .route("/", conferenceRoutes)
  .route("/", registrationRoutes)
  .route("/", adminConferenceRoutes)
  .route("/", adminRegistrationRoutes)
  .route("/", outboxRoutes)
  .route("/", kioskRoutes)
  .route("/", uploadRoutes);
