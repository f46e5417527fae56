// The words of the messages a patient reads about their appointment, in English. The Hindi twin
// (appointment-copy.hi.ts) has the same type. Nothing here is about the patient's health.
export const EN_APPOINTMENT_WORDS = {
  details: {
    doctor: 'Doctor',
    time: 'When',
    mode: 'How',
    fee: 'Fee',
    reference: 'Reference',
    indiaTime: (time: string) => `${time} (India time)`,
  },
  modes: { video: 'Video consultation', audio: 'Audio consultation (phone call)', chat: 'Chat consultation' },
  pageLink: 'Open your appointment page',
  confirmation: {
    subject: (reference: string) => `Your appointment ${reference} is confirmed`,
    lead: (doctor: string) => `Your appointment with ${doctor} is confirmed.`,
    next: 'Pay the fee on your appointment page: press "Pay" to pay by UPI, card or netbanking, or use your UPI app. There you can also add it to your calendar, cancel it, or ask for another time.',
  },
  rescheduled: {
    subject: (reference: string) => `Your appointment ${reference} has a new time`,
    lead: (doctor: string) => `Your appointment with ${doctor} has moved to a new time.`,
    next: 'Your appointment page shows the new time. If it does not suit you, ask for another time there.',
  },
  paid: {
    subject: (reference: string) => `Payment received for your appointment ${reference}`,
    lead: (amount: string) => `We received your payment of ${amount}. Thank you.`,
    next: 'Your receipt is on your appointment page.',
  },
  cancelled: {
    subject: (reference: string) => `Your appointment ${reference} is cancelled`,
    lead: (doctor: string) => `Your appointment with ${doctor} is cancelled.`,
    refund: (amount: string, percent: number) =>
      `A refund of ${amount} (${percent}% of the fee) is due to you under our refund policy. We send it back by UPI to the account you paid from.`,
    noRefund: 'Under our refund policy no refund is due for this cancellation.',
    policy: 'Read the refund policy',
  },
  reminderEvening: {
    subject: (time: string) => `Reminder: your appointment tomorrow, ${time}`,
    lead: (doctor: string) => `This is a reminder of your appointment with ${doctor} tomorrow.`,
    next: 'If you cannot make it, cancel or ask for another time on your appointment page. Before the consultation you can add your reports, scans and photos there, and answer the doctor’s questions.',
  },
  reminderHour: {
    subject: (time: string) => `Your appointment starts at ${time}`,
    lead: (doctor: string) => `Your appointment with ${doctor} starts in about an hour.`,
    next: 'Open your appointment page a few minutes before the time, somewhere quiet.',
  },
};

export type AppointmentWords = typeof EN_APPOINTMENT_WORDS;
