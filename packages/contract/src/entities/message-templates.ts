import type { Language } from '../languages';

/** A message the portal sends by e-mail only: a subject and a text. */
export interface EmailTemplate {
  subject: string;
  /** The e-mail text. */
  email: string;
}

/** A message the portal sends by e-mail or as a text message, by the recipient's choice or what is known of her. */
export interface MessageTemplate extends EmailTemplate {
  /** The text message: short, one segment where it can be. */
  sms: string;
}

/** Every message the portal sends by e-mail or text message (the outbox's `template` column). */
export const messageTemplateNames = [
  'registrationCode',
  'resetCode',
  'emailChangeCode',
  'accountExists',
  'donorCareRequest',
  'referralInvite',
  'passwordChanged',
  'passkeyAdded',
  'staffInvitation',
  'caseReceived',
  'caseReply',
  'appointmentBooked',
  'appointmentRescheduled',
  'appointmentCancelled',
  'appointmentReminder',
  'waitlistOffer',
  'campaign',
  'webhookPaused',
  'dataExportReady',
] as const;
export type MessageTemplateName = (typeof messageTemplateNames)[number];
export const messageTemplateFields = ['subject', 'email', 'sms'] as const;

/**
 * The messages only ever sent by e-mail (a new address's code, the notice to an address already registered, the care
 * team's copy of a request, a staff invitation, a case's receipt and answers): they have no text message to edit.
 */
export const emailOnlyMessageNames = [
  'emailChangeCode',
  'accountExists',
  'donorCareRequest',
  'staffInvitation',
  'caseReceived',
  'caseReply',
  'webhookPaused',
  'dataExportReady',
] as const satisfies readonly MessageTemplateName[];
export type EmailOnlyMessageName = (typeof emailOnlyMessageNames)[number];
/** The messages that may go out as a text message. */
export type TextMessageName = Exclude<MessageTemplateName, EmailOnlyMessageName>;

/** What an editor changes of each message: a subject and an e-mail, and a text message where one is sent. */
export type MessageTemplates = { [Name in MessageTemplateName]: Name extends EmailOnlyMessageName ? EmailTemplate : MessageTemplate };

/** True for a message that may go out as a text message. */
export function hasTextMessage(name: MessageTemplateName): name is TextMessageName {
  return !(emailOnlyMessageNames as readonly MessageTemplateName[]).includes(name);
}

/**
 * What the portal sends, in both languages, as the seed loads it into the document editors change (decision 035) and
 * as it is sent while no published document holds it. `{{brand}}` is the provider's name (BRAND_NAME); the other
 * `{{name}}` values come with each message. Spanish uses "tú", as the portal's screens do.
 */
export const builtInMessageTemplates: Record<Language, MessageTemplates> = {
  en: {
    registrationCode: {
      subject: 'Your {{brand}} verification code',
      email:
        'Hello,\n\nYour {{brand}} verification code is {{code}}.\nIt expires in {{minutes}} minutes.\n\nIf you did not start creating an account, you can ignore this email.\n\nThe {{brand}} team',
      sms: '{{brand}}: your verification code is {{code}}. It expires in {{minutes}} minutes.',
    },
    resetCode: {
      subject: 'Reset your {{brand}} password',
      email:
        'Hello,\n\nWe received a request to reset your {{brand}} password.\nYour verification code is {{code}} (it expires in {{minutes}} minutes).\n\nYou can also set a new password with this link, which works once:\n{{link}}\n\nIf you did not ask for this, ignore this email: your password stays the same.\n\nThe {{brand}} team',
      sms: '{{brand}}: your password reset code is {{code}}. It expires in {{minutes}} minutes.',
    },
    emailChangeCode: {
      subject: 'Confirm your new {{brand}} email address',
      email:
        'Hello,\n\nTo use this address for your {{brand}} account, enter this code: {{code}}.\nIt expires in {{minutes}} minutes.\n\nIf you did not ask for this change, you can ignore this email.\n\nThe {{brand}} team',
    },
    accountExists: {
      subject: 'You already have a {{brand}} account',
      email:
        'Hello,\n\nSomeone tried to create a new {{brand}} donor account with this email address, but it already belongs to an account.\nYou can sign in at {{link}}, or reset your password from the sign-in page if you forgot it.\n\nIf this was not you, you can ignore this email.\n\nThe {{brand}} team',
    },
    donorCareRequest: {
      subject: '[{{brand}} donor care] {{subject}}',
      email:
        'A new donor-care request ({{kind}}).\n\nRequest: {{submissionId}}\nFrom: {{name}} ({{donor}})\nEvent: {{eventDate}} at {{center}}\nAnswer by e-mail: {{email}}\nAnswer by phone: {{phone}}\n\nSubject: {{subject}}\n\n{{description}}',
    },
    referralInvite: {
      subject: '{{name}} invites you to donate plasma with {{brand}}',
      email:
        'Hello,\n\n{{name}} donates plasma with {{brand}} and invites you to join.\nSign up with this link (referral code {{code}}):\n{{link}}\n\nAfter your first two donations, {{name}} earns a referral bonus.\n\nThe {{brand}} team',
      sms: '{{name}} invites you to donate plasma with {{brand}}. Sign up: {{link}} (code {{code}})',
    },
    passwordChanged: {
      subject: 'Your {{brand}} password was changed',
      email:
        'Hello,\n\nThe password of your {{brand}} account was changed on {{when}} (UTC), and every other device was signed out.\n\nIf this was not you, reset your password now from the sign-in page ({{link}}) and contact our donor care team.\n\nThe {{brand}} team',
      sms: '{{brand}}: your password was changed. If this was not you, reset it at {{link}}.',
    },
    passkeyAdded: {
      subject: 'A passkey was added to your {{brand}} account',
      email:
        'Hello,\n\nA passkey named "{{name}}" was added to your {{brand}} account on {{when}} (UTC), from {{device}}. It can now sign you in without your password.\n\nIf this was not you, remove it now ({{link}}), then change your password and contact our donor care team.\n\nThe {{brand}} team',
      sms: '{{brand}}: a passkey was added to your account. If this was not you, remove it at {{link}}.',
    },
    webhookPaused: {
      subject: '{{brand}}: a webhook endpoint was paused',
      email:
        'Hello,\n\nThe webhook endpoint {{url}} has failed every delivery since {{since}} (UTC), so it was paused: its events wait in the outbox and nothing more is sent to it.\n\nOnce the receiver works again, resume it in the staff console ({{link}}); the waiting events are then delivered, and older ones can be replayed from a time.\n\nThe {{brand}} team',
    },
    dataExportReady: {
      subject: 'Your {{brand}} data is ready to download',
      email:
        'Hello,\n\nThe copy of your data you asked for is ready. Sign in and open your profile to download it: {{link}}\n\nIt can be downloaded until {{expires}} (UTC).\n\nThe {{brand}} team',
    },
    staffInvitation: {
      subject: 'You are invited to the {{brand}} staff console',
      email:
        'Hello {{name}},\n\nAn administrator invited you to the {{brand}} staff console.\nSet your password with this link, which works once within {{days}} days:\n{{link}}\n\nIf you did not expect this invitation, you can ignore this email.\n\nThe {{brand}} team',
    },
    caseReceived: {
      subject: 'We received your request {{number}}',
      email:
        'Hello {{name}},\n\nThank you for contacting {{brand}} donor care. Your request number is {{number}} ("{{subject}}").\nYou can follow it and read our answers with this private link (keep it to yourself):\n{{link}}\n\nThe {{brand}} team',
    },
    appointmentBooked: {
      subject: 'Your {{brand}} appointment is booked',
      email:
        'Hello {{name}},\n\nYour plasma donation appointment is booked: {{when}} at {{center}} ({{address}}).\nPlease arrive on time and bring a photo ID.\n\nTo reschedule or cancel it: {{link}}\n\nThe {{brand}} team',
      sms: '{{brand}}: booked for {{when}} at {{center}}. Reschedule or cancel: {{link}}',
    },
    appointmentRescheduled: {
      subject: 'Your {{brand}} appointment was moved',
      email:
        'Hello {{name}},\n\nYour plasma donation appointment was moved to {{when}} at {{center}} ({{address}}).\n\nTo reschedule or cancel it: {{link}}\n\nThe {{brand}} team',
      sms: '{{brand}}: your appointment is now {{when}} at {{center}}. Reschedule or cancel: {{link}}',
    },
    appointmentCancelled: {
      subject: 'Your {{brand}} appointment was cancelled',
      email:
        'Hello {{name}},\n\nYour plasma donation appointment of {{when}} at {{center}} was cancelled.\n\nBook another time whenever you like: {{link}}\n\nThe {{brand}} team',
      sms: '{{brand}}: your appointment of {{when}} at {{center}} was cancelled. Book again: {{link}}',
    },
    appointmentReminder: {
      subject: 'Reminder: your {{brand}} appointment {{lead}}',
      email:
        'Hello {{name}},\n\nA reminder of your plasma donation appointment {{lead}}: {{when}} at {{center}} ({{address}}).\nPlease arrive on time and bring a photo ID.\n\nTo reschedule or cancel it: {{link}}\n\nThe {{brand}} team',
      sms: '{{brand}} reminder: your appointment {{lead}}, {{when}} at {{center}}. Reschedule or cancel: {{link}}',
    },
    waitlistOffer: {
      subject: 'A chair is free for you at {{center}}',
      email:
        'Hello {{name}},\n\nA chair came free at {{center}}: {{when}}. We are holding it for you until {{until}}.\nAccept it on your appointments page: {{link}}\n\nAfter that, it goes to the next donor on the waitlist.\n\nThe {{brand}} team',
      sms: '{{brand}}: a chair is free for you at {{center}}, {{when}}. Held until {{until}}. Accept: {{link}}',
    },
    caseReply: {
      subject: 'An answer to your request {{number}}',
      email:
        'Hello {{name}},\n\nThe {{brand}} donor care team answered your request {{number}} ("{{subject}}"):\n\n{{reply}}\n\nRead the whole conversation here:\n{{link}}\n\nThe {{brand}} team',
    },
    campaign: {
      subject: '{{title}}',
      email:
        'Hello {{name}},\n\n{{message}}\n\nRead it in the portal: {{link}}\n\nYou receive this because you chose to get news and offers from {{brand}} by email. To stop, change your communication preferences: {{preferencesLink}}\n\nThe {{brand}} team',
      sms: '{{brand}}: {{title}}. {{link}} Stop these texts in your profile: {{preferencesLink}}',
    },
  },
  es: {
    registrationCode: {
      subject: 'Tu código de verificación de {{brand}}',
      email:
        'Hola:\n\nTu código de verificación de {{brand}} es {{code}}.\nVence en {{minutes}} minutos.\n\nSi no estás creando una cuenta, puedes ignorar este correo.\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: tu código de verificación es {{code}}. Vence en {{minutes}} minutos.',
    },
    resetCode: {
      subject: 'Restablece tu contraseña de {{brand}}',
      email:
        'Hola:\n\nRecibimos una solicitud para restablecer tu contraseña de {{brand}}.\nTu código de verificación es {{code}} (vence en {{minutes}} minutos).\n\nTambién puedes crear una contraseña nueva con este enlace, que solo funciona una vez:\n{{link}}\n\nSi no lo solicitaste, ignora este correo: tu contraseña no cambiará.\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: tu código para restablecer la contraseña es {{code}}. Vence en {{minutes}} minutos.',
    },
    emailChangeCode: {
      subject: 'Confirma tu nuevo correo electrónico de {{brand}}',
      email:
        'Hola:\n\nPara usar esta dirección en tu cuenta de {{brand}}, ingresa este código: {{code}}.\nVence en {{minutes}} minutos.\n\nSi no solicitaste este cambio, puedes ignorar este correo.\n\nEl equipo de {{brand}}',
    },
    accountExists: {
      subject: 'Ya tienes una cuenta de {{brand}}',
      email:
        'Hola:\n\nAlguien intentó crear una cuenta nueva de donante de {{brand}} con este correo electrónico, pero ya pertenece a una cuenta.\nPuedes iniciar sesión en {{link}} o, si olvidaste tu contraseña, restablecerla desde la página de inicio de sesión.\n\nSi no fuiste tú, puedes ignorar este correo.\n\nEl equipo de {{brand}}',
    },
    donorCareRequest: {
      subject: '[Atención al donante de {{brand}}] {{subject}}',
      email:
        'Una nueva solicitud de atención al donante ({{kind}}).\n\nSolicitud: {{submissionId}}\nDe: {{name}} ({{donor}})\nEvento: {{eventDate}} en {{center}}\nResponder por correo: {{email}}\nResponder por teléfono: {{phone}}\n\nAsunto: {{subject}}\n\n{{description}}',
    },
    referralInvite: {
      subject: '{{name}} te invita a donar plasma con {{brand}}',
      email:
        'Hola:\n\n{{name}} dona plasma con {{brand}} y te invita a unirte.\nRegístrate con este enlace (código de referido {{code}}):\n{{link}}\n\nDespués de tus dos primeras donaciones, {{name}} recibe un bono por referido.\n\nEl equipo de {{brand}}',
      sms: '{{name}} te invita a donar plasma con {{brand}}. Regístrate: {{link}} (código {{code}})',
    },
    passwordChanged: {
      subject: 'Se cambió tu contraseña de {{brand}}',
      email:
        'Hola:\n\nLa contraseña de tu cuenta de {{brand}} se cambió el {{when}} (UTC) y se cerró la sesión en todos los demás dispositivos.\n\nSi no fuiste tú, restablece tu contraseña ahora desde la página de inicio de sesión ({{link}}) y comunícate con nuestro equipo de atención al donante.\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: se cambió tu contraseña. Si no fuiste tú, restablécela en {{link}}.',
    },
    passkeyAdded: {
      subject: 'Se agregó una llave de acceso a tu cuenta de {{brand}}',
      email:
        'Hola:\n\nSe agregó una llave de acceso llamada "{{name}}" a tu cuenta de {{brand}} el {{when}} (UTC), desde {{device}}. Ahora puede iniciar tu sesión sin tu contraseña.\n\nSi no fuiste tú, elimínala ahora ({{link}}), cambia tu contraseña y comunícate con nuestro equipo de atención al donante.\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: se agregó una llave de acceso a tu cuenta. Si no fuiste tú, elimínala en {{link}}.',
    },
    webhookPaused: {
      subject: '{{brand}}: se pausó un destino de webhooks',
      email:
        'Hola:\n\nEl destino de webhooks {{url}} ha fallado en todas las entregas desde el {{since}} (UTC), así que se pausó: sus eventos esperan en la bandeja de salida y no se le envía nada más.\n\nCuando el receptor vuelva a funcionar, reanúdalo en la consola del personal ({{link}}); entonces se entregan los eventos pendientes, y los anteriores se pueden volver a enviar desde una fecha y hora.\n\nEl equipo de {{brand}}',
    },
    dataExportReady: {
      subject: 'Tus datos de {{brand}} están listos para descargar',
      email:
        'Hola:\n\nLa copia de tus datos que pediste está lista. Inicia sesión y abre tu perfil para descargarla: {{link}}\n\nPuedes descargarla hasta el {{expires}} (UTC).\n\nEl equipo de {{brand}}',
    },
    staffInvitation: {
      subject: 'Te invitaron a la consola del personal de {{brand}}',
      email:
        'Hola, {{name}}:\n\nUn administrador te invitó a la consola del personal de {{brand}}.\nCrea tu contraseña con este enlace, que funciona una sola vez durante {{days}} días:\n{{link}}\n\nSi no esperabas esta invitación, puedes ignorar este correo.\n\nEl equipo de {{brand}}',
    },
    caseReceived: {
      subject: 'Recibimos tu solicitud {{number}}',
      email:
        'Hola, {{name}}:\n\nGracias por escribir a atención al donante de {{brand}}. El número de tu solicitud es {{number}} ("{{subject}}").\nPuedes seguirla y leer nuestras respuestas con este enlace privado (no lo compartas):\n{{link}}\n\nEl equipo de {{brand}}',
    },
    appointmentBooked: {
      subject: 'Tu cita con {{brand}} está reservada',
      email:
        'Hola, {{name}}:\n\nTu cita para donar plasma está reservada: {{when}} en {{center}} ({{address}}).\nLlega a tiempo y trae una identificación con foto.\n\nPara cambiarla o cancelarla: {{link}}\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: cita reservada para el {{when}} en {{center}}. Cambiarla o cancelarla: {{link}}',
    },
    appointmentRescheduled: {
      subject: 'Tu cita con {{brand}} cambió de horario',
      email:
        'Hola, {{name}}:\n\nTu cita para donar plasma ahora es el {{when}} en {{center}} ({{address}}).\n\nPara cambiarla o cancelarla: {{link}}\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: tu cita ahora es el {{when}} en {{center}}. Cambiarla o cancelarla: {{link}}',
    },
    appointmentCancelled: {
      subject: 'Tu cita con {{brand}} fue cancelada',
      email:
        'Hola, {{name}}:\n\nTu cita para donar plasma del {{when}} en {{center}} fue cancelada.\n\nReserva otro horario cuando quieras: {{link}}\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: tu cita del {{when}} en {{center}} fue cancelada. Reserva otra: {{link}}',
    },
    appointmentReminder: {
      subject: 'Recordatorio: tu cita con {{brand}} {{lead}}',
      email:
        'Hola, {{name}}:\n\nTe recordamos tu cita para donar plasma {{lead}}: el {{when}} en {{center}} ({{address}}).\nLlega a tiempo y trae una identificación con foto.\n\nPara cambiarla o cancelarla: {{link}}\n\nEl equipo de {{brand}}',
      sms: 'Recordatorio de {{brand}}: tu cita {{lead}}, el {{when}} en {{center}}. Cambiarla o cancelarla: {{link}}',
    },
    waitlistOffer: {
      subject: 'Hay un lugar libre para ti en {{center}}',
      email:
        'Hola, {{name}}:\n\nSe liberó un lugar en {{center}}: el {{when}}. Te lo guardamos hasta {{until}}.\nAcéptalo en tu página de citas: {{link}}\n\nDespués pasará al siguiente donante de la lista de espera.\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: hay un lugar libre para ti en {{center}}, el {{when}}. Guardado hasta {{until}}. Acéptalo: {{link}}',
    },
    caseReply: {
      subject: 'Respondimos tu solicitud {{number}}',
      email:
        'Hola, {{name}}:\n\nEl equipo de atención al donante de {{brand}} respondió tu solicitud {{number}} ("{{subject}}"):\n\n{{reply}}\n\nLee toda la conversación aquí:\n{{link}}\n\nEl equipo de {{brand}}',
    },
    campaign: {
      subject: '{{title}}',
      email:
        'Hola, {{name}}:\n\n{{message}}\n\nLéelo en el portal: {{link}}\n\nRecibes este correo porque elegiste recibir noticias y ofertas de {{brand}} por correo electrónico. Para dejar de recibirlos, cambia tus preferencias de comunicación: {{preferencesLink}}\n\nEl equipo de {{brand}}',
      sms: '{{brand}}: {{title}}. {{link}} Deja de recibir estos mensajes en tu perfil: {{preferencesLink}}',
    },
  },
};
