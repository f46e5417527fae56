// Words several policy pages share, in Hindi: the grievance officer's card and the request store's retention, the
// same shapes as en.ts. Figures come in as arguments, already formatted for hi-IN. The cookie words are in
// cookies-hi.ts.
import type { GRIEVANCE_WORDS_EN, requestRetentionEn } from './copy.en';
import { DEFAULT_REQUEST_RETENTION_DAYS } from './facts';

/** The grievance officer, as the policies introduce them (SAMPLE VALUE for the name, as in en.ts). */
export const GRIEVANCE_WORDS_HI: typeof GRIEVANCE_WORDS_EN = {
  name: 'मीरा सुब्रमण्यम',
  title: 'शिकायत अधिकारी और प्राइवेसी संपर्क',
  role: 'आपकी निजी जानकारी (डेटा), हमारी नीतियों और रिफ़ंड से जुड़े सवालों और शिकायतों का जवाब देते हैं।',
  email: 'ईमेल:',
  address: 'डाक का पता:',
  phone: 'फ़ोन:',
  acknowledge: (hours) => `हर शिकायत मिलने पर हम ${hours} घंटे के अंदर उसकी पुष्टि करते हैं।`,
  resolve: (days) => `हमारी कोशिश रहती है कि उसे ${days} कामकाजी दिनों में सुलझा दें।`,
};

/** The sentence about the request store's retention; the days come from configuration (REQUEST_RETENTION_DAYS). */
export const requestRetentionHi: typeof requestRetentionEn = (days = String(DEFAULT_REQUEST_RETENTION_DAYS)) =>
  `हमारे फ़ॉर्म से भेजे गए अनुरोध (कॉल-बैक, मैसेज, प्राइवेसी और रिफ़ंड के अनुरोध) मिलने के ${days} दिन बाद मिटा दिए जाते हैं।`;
