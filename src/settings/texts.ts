import type { ResourceTexts } from '../../providers/i18n/types';

/**
 * Texts of the settings page. The password rule messages (min_length, ...), the code
 * messages (code_too_short, auth_otp_wrong, ...) and "Пароли не совпадают!" are the sign-in
 * texts' flat keys (src/auth/texts.ts), shared on purpose.
 */
export const settingsTexts: ResourceTexts = {
  ru: {
    settings: {
      title: 'Настройки',
      language: {
        title: 'Язык интерфейса',
        hint: 'Меняется сразу: тексты, даты и числа. Выбор сохраняется в вашем профиле.',
        sample: 'Как это выглядит',
        sampleDate: 'Дата',
        sampleNumber: 'Число',
        sampleMoney: 'Сумма',
        saved: 'Язык сохранён',
        notSaved: 'Язык применён, но не сохранён в профиле. Повторите позже',
      },
      password: {
        title: 'Смена пароля',
        hint: 'Отправим SMS-код на номер телефона вашего аккаунта. Затем введите код и новый пароль.',
        request: 'Получить код',
        resend: 'Отправить код ещё раз',
        resendIn: 'Повторно через {{time}}',
        haveCode: 'У меня уже есть код',
        yourPhone: 'номер вашего аккаунта',
        sentTo: 'Код отправлен на {{phone}}.',
        code: 'Код из SMS',
        new: 'Новый пароль',
        repeat: 'Повторите пароль',
        repeatRequired: 'Повторите новый пароль',
        submit: 'Сменить пароль',
        changed: 'Пароль изменён',
      },
    },
  },
  kz: {
    settings: {
      title: 'Баптаулар',
      language: {
        title: 'Интерфейс тілі',
        hint: 'Бірден өзгереді: мәтіндер, күндер және сандар. Таңдау профиліңізде сақталады.',
        sample: 'Қалай көрінеді',
        sampleDate: 'Күні',
        sampleNumber: 'Сан',
        sampleMoney: 'Сома',
        saved: 'Тіл сақталды',
        notSaved: 'Тіл қолданылды, бірақ профильде сақталмады. Кейінірек қайталаңыз',
      },
      password: {
        title: 'Құпиясөзді өзгерту',
        hint: 'Аккаунтыңыздың телефон нөміріне SMS-код жібереміз. Содан кейін кодты және жаңа құпиясөзді енгізіңіз.',
        request: 'Код алу',
        resend: 'Кодты қайта жіберу',
        resendIn: '{{time}} кейін қайта',
        haveCode: 'Менде код бар',
        yourPhone: 'аккаунтыңыздың нөмірі',
        sentTo: 'Код {{phone}} нөміріне жіберілді.',
        code: 'SMS-тегі код',
        new: 'Жаңа құпиясөз',
        repeat: 'Құпиясөзді қайталаңыз',
        repeatRequired: 'Жаңа құпиясөзді қайталаңыз',
        submit: 'Құпиясөзді өзгерту',
        changed: 'Құпиясөз өзгертілді',
      },
    },
  },
  en: {
    settings: {
      title: 'Settings',
      language: {
        title: 'Interface language',
        hint: 'Changes at once: texts, dates and numbers. The choice is saved in your profile.',
        sample: 'How it looks',
        sampleDate: 'Date',
        sampleNumber: 'Number',
        sampleMoney: 'Amount',
        saved: 'Language saved',
        notSaved: 'The language is applied but not saved in your profile. Try again later',
      },
      password: {
        title: 'Change password',
        hint: 'We will send an SMS code to your account’s phone number. Then enter the code and the new password.',
        request: 'Get a code',
        resend: 'Send the code again',
        resendIn: 'Again in {{time}}',
        haveCode: 'I already have a code',
        yourPhone: 'your account’s number',
        sentTo: 'The code was sent to {{phone}}.',
        code: 'Code from the SMS',
        new: 'New password',
        repeat: 'Repeat the password',
        repeatRequired: 'Repeat the new password',
        submit: 'Change password',
        changed: 'Password changed',
      },
    },
  },
};
