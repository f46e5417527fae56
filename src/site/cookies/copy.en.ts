// The cookie policy page's own words. The cookie types' and the cookies' words are in src/content/policies/copy.en.ts;
// the cookies themselves are listed once in src/http/cookie-list.ts.
export const COOKIES_COPY_EN = {
  lead: 'Cookies are small files a website stores in your browser. Here are the cookies we use, why, how long they last, and how to choose which ones you allow.',
  manageHero: 'Manage Cookie Preferences',
  toc: {
    about: 'What cookies are',
    types: 'Types of cookies',
    list: 'Cookies we use',
    thirdParty: 'Other companies',
    browsers: 'Cookies in your browser',
    preferences: 'Your cookie choices',
  },
  about: [
    'A cookie lets a website remember something between pages, such as the fact that you are signed in.',
    'We use as few cookies as we can. We do not use cookies for advertising, and we do not let other companies track you on our site.',
  ],
  types: {
    purpose: 'Purpose:',
    examples: 'Examples:',
    duration: 'How long they last:',
    status: 'On this site:',
  },
  list: {
    intro: 'This table lists every cookie our site sets. It is generated from the same list our code uses.',
    caption: 'The cookies this site sets',
    name: 'Name',
    type: 'Type',
    purpose: 'Purpose',
    duration: 'How long it lasts',
  },
  thirdParty: {
    intro: 'These companies help us run the site. None of them sets cookies on our site for their own use:',
    items: [
      {
        title: 'Our sign-in service (Supabase)',
        body: 'It checks your password and issues your sign-in token. The sign-in cookies in the table above are set by our own site, not by this company.',
      },
      {
        title: 'Google',
        body: 'Only if you choose Continue with Google. You then go to Google’s own sign-in page, where Google’s cookies and privacy policy apply.',
      },
      {
        title: 'Our hosting company (Cloudflare)',
        body: 'It delivers our pages. Our code does not ask it to set cookies. If we ever turn on a feature of theirs that sets one, we will list it here first.',
      },
    ],
    none: 'No advertising, social media or analytics company sets cookies on our site.',
  },
  browsers: {
    intro:
      'You can see, block and delete cookies in your browser’s settings. If you block essential cookies, you will not be able to sign in.',
  },
  preferences: {
    intro: (cookie: string, lifetime: string) =>
      `Choose which cookies you allow. We save your choice in a cookie (${cookie}) for ${lifetime}, and show it here.`,
    inForce: 'In force now:',
    none: 'You have not made a choice yet. Until you do, we set essential cookies, and functionality cookies only when you ask for them, such as by ticking Remember me.',
    chosen: (types: string) => `You allow: ${types}.`,
    essentialOnly:
      'We do not set functionality cookies for you, so Remember me will not keep you signed in longer or fill in your email.',
    acceptAll: 'Accept All Cookies',
    essential: 'Essential Only',
    customize: 'Customize Settings',
    manage: 'Manage',
    manageMore: ' cookies in your browser',
    customizeLegend: 'Choose the cookies you allow',
    alwaysOn: 'Always on: the site needs them to work.',
    allow: (type: string) => `Allow ${type.toLowerCase()} cookies`,
    notUsed: 'Not used on this site, so there is nothing to allow.',
    save: 'Save my choices',
  },
  /** The answer to a preference form sent without one of the three choices (src/site/cookies/preference-routes.tsx). */
  invalidChoice: 'Please choose one of the cookie options on the cookie policy page.',
};

export type CookiesCopy = typeof COOKIES_COPY_EN;
