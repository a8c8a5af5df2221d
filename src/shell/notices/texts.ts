import type { ResourceTexts } from '../../../providers/i18n/types';

/** Texts of the shell's notices: the contract-end notice and the delivery agreement. */
export const noticesTexts: ResourceTexts = {
  ru: {
    notices: {
      contractEnd: {
        // The date is ahead (future) or already passed (past): the wording follows it.
        future: {
          title: 'Маркетплейс прекращает договор с вашим магазином',
          body: 'С {{date}} маркетплейс прекращает действие договора с вашим магазином. Новые заказы с этой даты поступать не будут, товары будут сняты с продажи.',
          orders: 'Заказы, оформленные до {{date}}, выполните в обычном порядке: выплаты по ним поступят в установленные сроки. Документы и история операций останутся доступны в кабинете.',
        },
        past: {
          title: 'Договор маркетплейса с вашим магазином прекращён',
          body: 'С {{date}} договор маркетплейса с вашим магазином не действует. Новые заказы не поступают, товары сняты с продажи.',
          orders: 'Заказы, оформленные до {{date}}, выполняются в обычном порядке: выплаты по ним поступают в установленные сроки. Документы и история операций доступны в кабинете.',
        },
        support: 'Вопросы по прекращению договора: {{phone}}, {{email}}.',
        ok: 'Понятно',
      },
      agreement: {
        title: 'Соглашение об оказании услуг доставки',
        intro: 'Чтобы пользоваться доставкой маркетплейса, ознакомьтесь с соглашением и подпишите его кодом из SMS.',
        accept: 'Я ознакомился с условиями соглашения и принимаю их',
        sign: 'Подписать',
        later: 'Позже',
        loadError: 'Не удалось загрузить текст соглашения.',
        codeSent: 'Мы отправили код подтверждения в SMS на номер телефона, с которым вы вошли в кабинет.',
        codeLabel: 'Код из SMS',
        confirm: 'Подтвердить',
        resend: 'Отправить код ещё раз',
        resendIn: 'Отправить код повторно через {{time}}',
        resent: 'Новый код отправлен',
        wrongCode: 'Неверный код. Проверьте SMS и введите код ещё раз.',
        attemptsExceeded: 'Слишком много неверных попыток.',
        alreadySigned: 'Соглашение уже подписано',
        askNewCode: 'Запросите новый код, чтобы продолжить.',
        signed: 'Соглашение подписано',
      },
    },
  },
  kz: {
    notices: {
      contractEnd: {
        future: {
          title: 'Маркетплейс дүкеніңізбен шартты тоқтатады',
          body: '{{date}} бастап маркетплейс дүкеніңізбен жасалған шарттың қолданылуын тоқтатады. Осы күннен бастап жаңа тапсырыстар түспейді, тауарлар сатылымнан алынады.',
          orders: '{{date}} дейін ресімделген тапсырыстарды әдеттегі тәртіппен орындаңыз: олар бойынша төлемдер белгіленген мерзімде түседі. Құжаттар мен операциялар тарихы кабинетте қолжетімді болып қалады.',
        },
        past: {
          title: 'Маркетплейстің дүкеніңізбен шарты тоқтатылды',
          body: '{{date}} бастап маркетплейстің дүкеніңізбен жасалған шарты қолданылмайды. Жаңа тапсырыстар түспейді, тауарлар сатылымнан алынды.',
          orders: '{{date}} дейін ресімделген тапсырыстар әдеттегі тәртіппен орындалады: олар бойынша төлемдер белгіленген мерзімде түседі. Құжаттар мен операциялар тарихы кабинетте қолжетімді.',
        },
        support: 'Шартты тоқтату бойынша сұрақтар: {{phone}}, {{email}}.',
        ok: 'Түсінікті',
      },
      agreement: {
        title: 'Жеткізу қызметтерін көрсету туралы келісім',
        intro: 'Маркетплейс жеткізуін пайдалану үшін келісіммен танысып, оған SMS-кодпен қол қойыңыз.',
        accept: 'Келісім шарттарымен таныстым және оларды қабылдаймын',
        sign: 'Қол қою',
        later: 'Кейінірек',
        loadError: 'Келісім мәтінін жүктеу мүмкін болмады.',
        codeSent: 'Растау кодын кабинетке кірген телефон нөміріңізге SMS арқылы жібердік.',
        codeLabel: 'SMS-тегі код',
        confirm: 'Растау',
        resend: 'Кодты қайта жіберу',
        resendIn: 'Кодты {{time}} кейін қайта жіберуге болады',
        resent: 'Жаңа код жіберілді',
        wrongCode: 'Код қате. SMS-ті тексеріп, кодты қайта енгізіңіз.',
        attemptsExceeded: 'Қате әрекеттер тым көп.',
        alreadySigned: 'Келісімге қол қойылып қойған',
        askNewCode: 'Жалғастыру үшін жаңа код сұраңыз.',
        signed: 'Келісімге қол қойылды',
      },
    },
  },
  en: {
    notices: {
      contractEnd: {
        future: {
          title: 'The marketplace is ending its contract with your store',
          body: 'From {{date}} the marketplace ends its contract with your store. No new orders will arrive from that date, and your products will be taken off sale.',
          orders: 'Fulfil the orders placed before {{date}} as usual: their payouts arrive on the usual schedule. Documents and the history of operations stay available in the back office.',
        },
        past: {
          title: 'The marketplace has ended its contract with your store',
          body: 'Since {{date}} the marketplace’s contract with your store is no longer in force. No new orders arrive, and your products have been taken off sale.',
          orders: 'Orders placed before {{date}} are fulfilled as usual: their payouts arrive on the usual schedule. Documents and the history of operations remain available in the back office.',
        },
        support: 'Questions about the contract ending: {{phone}}, {{email}}.',
        ok: 'Got it',
      },
      agreement: {
        title: 'Delivery services agreement',
        intro: 'To use the marketplace delivery, read the agreement and sign it with a code from an SMS.',
        accept: 'I have read the terms of the agreement and accept them',
        sign: 'Sign',
        later: 'Later',
        loadError: 'Could not load the text of the agreement.',
        codeSent: 'We have sent a confirmation code by SMS to the phone number you signed in with.',
        codeLabel: 'Code from the SMS',
        confirm: 'Confirm',
        resend: 'Send the code again',
        resendIn: 'You can ask for a new code in {{time}}',
        resent: 'A new code has been sent',
        wrongCode: 'Wrong code. Check the SMS and enter the code again.',
        attemptsExceeded: 'Too many wrong attempts.',
        alreadySigned: 'The agreement is already signed',
        askNewCode: 'Ask for a new code to continue.',
        signed: 'The agreement is signed',
      },
    },
  },
};
