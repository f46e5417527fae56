// What every template takes and gives: the site's facts and the signed links, and the mail it renders.
export interface MailContext {
  siteName: string;
  siteUrl: string;
  /** The support line as written for people. */
  supportPhone: string;
  /** The signed link that stops mail to the recipient (visitor mail only). */
  unsubscribeUrl?: string;
  /** The patient's appointment page with its key (appointment messages only), made when the message is sent. */
  appointmentUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}
