// What a patient reads on the pick-a-time and appointment pages, in English (the source; copy.hi.ts is its Hindi
// twin). Field labels, the phone hint, the field problems and the consent line are the request forms' own words
// (shared/i18n/<language>/islands.ts, `forms`), so the two kinds of form say the same things the same way. It
// imports nothing (the end-to-end tests read it under Node): copy.ts checks it names every mode and status.
export const APPOINTMENT_COPY_EN = {
  pick: {
    title: (doctor: string) => `Pick a time with ${doctor}`,
    lead: 'Choose a free time, then tell us who you are. A care coordinator confirms it and calls you.',
    doctorHeading: 'Your doctor',
    specialization: 'Speciality',
    registration: 'Registration',
    registrationValue: (number: string, council: string) => `${number}, ${council}`,
    fee: 'Consultation fee',
    length: 'Consultation length',
    minutes: (minutes: string) => `${minutes} minutes`,
    languages: 'Speaks',
    slotsHeading: 'Free times in the next 7 days',
    timeZoneNote: 'All times are India time (IST).',
    freeCount: (count: string) => `${count} free`,
    slotLegend: 'Pick a time',
    detailsHeading: 'Your details',
    modeLegend: 'How would you like to talk?',
    submit: 'Request this time',
    noSlots: 'This doctor has no free time in the next 7 days.',
    noSlotsHelp: 'We can still help. Ask for a call-back and a coordinator will find you a time.',
    callback: 'Ask for a call-back',
    call: (phone: string) => `Call ${phone}`,
    whatsapp: 'Send me updates on WhatsApp',
    whatsappHint: 'If you leave this empty, we send updates about this booking by SMS.',
    holdNote: (minutes: string) =>
      `We keep the time for you for ${minutes} minutes while a coordinator confirms it. You pay only after that.`,
    problems: {
      tooManyHeld: (count: string) =>
        `This mobile number already has ${count} times with this doctor waiting for a coordinator. Please wait for our call, or call us.`,
      slot: 'Please pick a time.',
      taken: 'That time was just taken. Please pick another.',
      gone: 'That time is no longer offered. Please pick another.',
      mode: 'Please choose video, audio or chat.',
    },
  },
  modes: {
    video: 'Video call',
    audio: 'Phone call',
    chat: 'Chat',
  },
  appointment: {
    title: (reference: string) => `Appointment ${reference}`,
    statusHeading: 'Status',
    roomLink: 'Enter the consultation room',
    roomNote:
      'The consultation happens here on the site, by video, audio or chat. The room opens ten minutes before the time; nothing is recorded.',
    statuses: {
      requested: 'Waiting for a coordinator to confirm',
      scheduled: 'Booked by a coordinator',
      confirmed: 'Confirmed',
      'in-consultation': 'Your consultation is on now',
      completed: 'Completed',
      'cancelled-by-patient': 'Cancelled by you',
      'cancelled-by-provider': 'Cancelled by us',
      'no-show': 'Missed',
      lapsed: 'Not confirmed in time',
    },
    holdUntil: (time: string) =>
      `We keep this time for you until ${time}. A coordinator will call you before then. You pay after they confirm it.`,
    lapsedHelp: 'The time was released. Please pick a new time or ask for a call-back.',
    askedAnotherTime: 'You asked for another time. A coordinator will call you.',
    doctor: 'Doctor',
    when: 'Date and time',
    mode: 'Consultation',
    fee: 'Fee',
    reference: 'Reference',
    patient: 'Booked for',
    payHeading: 'Pay the fee',
    payLead: 'Pay by UPI. Write the reference in the note if your app asks. We mark it paid when we see your payment.',
    payButton: 'Pay with a UPI app',
    qrLabel: (amount: string) => `QR code to pay ${amount} by UPI`,
    qrHelp: 'On a computer? Scan this code with your phone’s UPI app.',
    gatewayLead: 'Pay online by UPI, card or netbanking. Your receipt shows here as soon as the payment reaches us.',
    gatewayButton: (amount: string) => `Pay ${amount}`,
    orUpi: 'Or pay from your UPI app:',
    payUnavailable: 'We could not open the payment page just now. Please try again in a minute.',
    confirmingTitle: 'We are confirming your payment',
    confirmingLead:
      'Thank you. We are waiting for the payment to be confirmed; this takes a few seconds. This page refreshes by itself.',
    refreshNow: 'Refresh now',
    backToAppointment: 'Back to your appointment',
    callbackInvalid:
      'We could not check the link you came back with, so nothing was changed. If you paid, this page shows it within a few minutes.',
    refundedOnline: (amount: string, day: string) =>
      `We sent your refund of ${amount} on ${day} to the account or card you paid with.`,
    refundOnlineHow: 'It goes back to the account or card you paid with, usually within 5 to 7 business days.',
    refundReference: (id: string) => `Refund reference: ${id}`,
    paid: 'Paid. Thank you.',
    receipt: 'See your receipt',
    refundDue: 'Your refund is being processed.',
    refunded: 'Your refund has been paid.',
    /** A cancellation's refund, from its stored row: what comes back ... */
    refundDueAmount: (amount: string, percent: string) =>
      `Your refund of ${amount} (${percent} of the fee) is being processed.`,
    /** ... and when and how (the rule's business days). */
    refundHow: (days: string) => `We send it by UPI to the account you paid from within ${days} business days.`,
    refundHowUndated: 'We send it by UPI to the account you paid from.',
    refundedAmount: (amount: string, day: string) => `We sent your refund of ${amount} by UPI on ${day}.`,
    refundUpiReference: (utr: string) => `UPI reference: ${utr}`,
    prescriptionHeading: 'Your prescription',
    prescriptionIssued: (day: string) => `Your doctor issued a prescription on ${day}.`,
    prescriptionHow: 'To see it and print it, sign in and open My account → Records.',
    prescriptionLink: 'Open my records',
    prescriptionNoAccount:
      'This booking has no e-mail address to sign in with. Please call us and we will help you get it.',
    calendar: 'Add to your calendar',
    changeHeading: 'Need to change it?',
    anotherTime: 'Ask for another time',
    cancel: 'Cancel the appointment',
    pickAgain: 'Pick a new time',
    help: (phone: string) => `Questions? Call us on ${phone}.`,
    /** How to come back to this page: its reference, or its link (the lookup page is linked by its own name). */
    keep: {
      title: 'Keep your reference or the link to this page',
      reference: 'Your reference:',
      save: 'Write the reference down, or save the link to this page: bookmark it, or send it to yourself.',
      againBefore: 'To open this appointment again, use that link, or go to',
      againAfter: 'and enter the reference and the mobile number you booked with.',
    },
  },
  cancel: {
    changed:
      'The refund changed while this page was open: a notice window has passed. Here is what the rules give now.',
    title: 'Cancel this appointment?',
    refund: (amount: string, percent: string) => `You get back ${amount} (${percent} of the fee).`,
    noRefund: 'By our refund rules, nothing comes back this close to the consultation.',
    unpaid: 'Nothing was paid, so there is nothing to refund.',
    rulesLink: 'Read the refund rules',
    confirm: 'Yes, cancel it',
    keep: 'No, keep it',
  },
  anotherTime: {
    title: 'Ask for another time?',
    lead: 'A coordinator will call you to agree a new time. Nothing else changes until then.',
    confirm: 'Yes, ask for another time',
    keep: 'Keep my appointment',
  },
  lookup: {
    title: 'Open your appointment',
    lead: 'Enter the reference we gave you and the mobile number you booked with.',
    reference: 'Reference',
    referenceHint: 'It starts with AP-, for example AP-7K3F9Q.',
    phone: 'Mobile number',
    submit: 'Open',
    notFound: 'We found no appointment with this reference and mobile number. Please check both.',
    badLink: 'This link does not open an appointment. Please enter your reference and mobile number.',
    referenceProblem: 'Please enter a reference like AP-7K3F9Q.',
  },
  /** The appointment page's "Messages to your phone": the channel, WhatsApp on or off, reminders on or off. */
  phone: {
    heading: 'Messages to your phone',
    channelWhatsapp: (number: string) => `We send updates about this booking on WhatsApp to ${number}.`,
    channelSms: (number: string) => `We send updates about this booking by SMS to ${number}.`,
    whatsappOn: 'Send updates on WhatsApp instead',
    whatsappOff: 'Send updates by SMS instead',
    remindersOn: 'We also send reminders before the consultation.',
    remindersOff:
      'You turned off reminders for this number. We still tell you when a booking is confirmed, moved or cancelled.',
    stopReminders: 'Stop reminders',
    startReminders: 'Turn reminders back on',
    badChoice: 'Please use one of the buttons on this page.',
  },
  refusals: {
    notAllowed: 'This appointment can no longer be changed here. Please call us.',
    conflict: 'Someone changed this appointment a moment ago. Please look at it again.',
  },
  calendarFile: {
    summary: (doctor: string) => `Consultation with ${doctor}`,
    description: (reference: string, mode: string) => `${mode}. Reference ${reference}.`,
  },
};

export type AppointmentCopy = typeof APPOINTMENT_COPY_EN;
