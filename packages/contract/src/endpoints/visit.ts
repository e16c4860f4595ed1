import { GET, POST } from "../endpoint.ts";
import type {
  VisitBookingResult,
  VisitExport,
  VisitExportQuery,
  VisitForm,
  VisitFormInput,
  VisitIntroduction,
  VisitIntroductionQuery,
  VisitLocation,
  VisitProgramme,
} from "../schemas/visit.ts";

/**
 * Studio visits (spec §7 CMS visit, visit/dynamicform, visit-location, visit-location-introduction, POST
 * visit/form; docs/visits.md). The booking answers code -1 with the reason when it is refused (spec §4, §8). The
 * export is for staff (`Authorization: Bearer FORMS_EXPORT_TOKEN`), JSON or, with format=csv, a CSV file.
 */
export const visitApi = {
  programme: GET("/api/v1.0/cms/visit").returns<VisitProgramme>(),
  form: GET("/api/v1.0/cms/visit/dynamicform").returns<VisitForm>(),
  locations: GET("/api/v1.0/cms/visit-location").returns<VisitLocation[]>(),
  introductions: GET("/api/v1.0/cms/visit-location-introduction").query<VisitIntroductionQuery>().returns<VisitIntroduction[]>(),
  book: POST("/api/v1.0/cms/visit/form").body<VisitFormInput>().returns<VisitBookingResult>(),
  export: GET("/api/staff/forms/visits").query<VisitExportQuery>().returns<VisitExport>(),
};
