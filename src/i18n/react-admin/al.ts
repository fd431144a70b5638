// react-admin ships no maintained Albanian catalog for version 5, so Fleet keeps its own, with exactly the keys of ra-language-english (a test checks this).
import type { TranslationMessages } from 'ra-core';

export const reactAdminAlbanian: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Shto filtër',
      add: 'Shto',
      back: 'Kthehu mbrapa',
      bulk_actions: '1 element i zgjedhur |||| %{smart_count} elemente të zgjedhura',
      cancel: 'Anulo',
      clear_array_input: 'Pastro listën',
      clear_input_value: 'Pastro vlerën',
      clone: 'Dupliko',
      confirm: 'Konfirmo',
      create: 'Krijo',
      create_item: 'Krijo %{item}',
      delete: 'Fshi',
      edit: 'Redakto',
      export: 'Eksporto',
      list: 'Lista',
      refresh: 'Rifresko',
      remove_filter: 'Hiq këtë filtër',
      remove_all_filters: 'Hiq të gjithë filtrat',
      remove: 'Hiq',
      reset: 'Rivendos',
      save: 'Ruaj',
      search: 'Kërko',
      search_columns: 'Kërko në kolona',
      select_all: 'Zgjidh të gjitha',
      select_all_button: 'Zgjidh të gjitha',
      select_row: 'Zgjidh këtë rresht',
      show: 'Shfaq',
      sort: 'Rendit',
      undo: 'Zhbëj',
      unselect: 'Hiq zgjedhjen',
      expand: 'Zgjero',
      close: 'Mbyll',
      open_menu: 'Hap menynë',
      close_menu: 'Mbyll menynë',
      update: 'Përditëso',
      move_up: 'Lëviz lart',
      move_down: 'Lëviz poshtë',
      open: 'Hap',
      toggle_theme: 'Ndërro modalitetin e çelët/të errët',
      select_columns: 'Kolonat',
      update_application: 'Ringarko aplikacionin',
    },
    boolean: {
      true: 'Po',
      false: 'Jo',
      null: ' ',
    },
    page: {
      create: 'Krijo %{name}',
      dashboard: 'Paneli kryesor',
      edit: '%{name} %{recordRepresentation}',
      error: 'Diçka shkoi keq',
      list: '%{name}',
      loading: 'Duke u ngarkuar',
      not_found: 'Nuk u gjet',
      show: '%{name} %{recordRepresentation}',
      empty: 'Ende nuk ka %{name}.',
      invite: 'Dëshironi të shtoni një?',
      access_denied: 'Qasja u refuzua',
      authentication_error: 'Gabim në autentifikim',
    },
    input: {
      file: {
        upload_several:
          "Lëshoni këtu disa skedarë për t'i ngarkuar, ose klikoni për të zgjedhur një.",
        upload_single:
          'Lëshoni këtu një skedar për ta ngarkuar, ose klikoni për ta zgjedhur.',
      },
      image: {
        upload_several:
          "Lëshoni këtu disa fotografi për t'i ngarkuar, ose klikoni për të zgjedhur një.",
        upload_single:
          'Lëshoni këtu një fotografi për ta ngarkuar, ose klikoni për ta zgjedhur.',
      },
      references: {
        all_missing: 'Të dhënat e referencave nuk u gjetën.',
        many_missing:
          'Të paktën një nga referencat e lidhura duket se nuk është më e disponueshme.',
        single_missing:
          'Referenca e lidhur duket se nuk është më e disponueshme.',
      },
      password: {
        toggle_visible: 'Fshih fjalëkalimin',
        toggle_hidden: 'Shfaq fjalëkalimin',
      },
    },
    message: {
      about: 'Rreth',
      access_denied: 'Nuk keni lejet e duhura për të hyrë në këtë faqe',
      are_you_sure: 'Jeni të sigurt?',
      authentication_error:
        'Serveri i autentifikimit ktheu një gabim dhe kredencialet tuaja nuk mund të verifikoheshin.',
      auth_error:
        'Ndodhi një gabim gjatë verifikimit të tokenit të autentifikimit.',
      bulk_delete_content:
        "Jeni të sigurt që dëshironi ta fshini këtë %{name}? |||| Jeni të sigurt që dëshironi t'i fshini këto %{smart_count} elemente?",
      bulk_delete_title: 'Fshi %{name} |||| Fshi %{smart_count} %{name}',
      bulk_update_content:
        'Jeni të sigurt që dëshironi të përditësoni %{name} %{recordRepresentation}? |||| Jeni të sigurt që dëshironi të përditësoni këto %{smart_count} elemente?',
      bulk_update_title:
        'Përditëso %{name} %{recordRepresentation} |||| Përditëso %{smart_count} %{name}',
      clear_array_input:
        'Jeni të sigurt që dëshironi ta pastroni të gjithë listën?',
      delete_content: 'Jeni të sigurt që dëshironi ta fshini këtë %{name}?',
      delete_title: 'Fshi %{name} %{recordRepresentation}',
      details: 'Detajet',
      error:
        'Ndodhi një gabim në klient dhe kërkesa juaj nuk mund të përfundonte.',
      invalid_form:
        'Formulari nuk është i vlefshëm. Ju lutemi, kontrolloni gabimet',
      loading: 'Ju lutemi, prisni',
      no: 'Jo',
      not_found:
        'Ose keni shkruar një URL të gabuar, ose keni ndjekur një lidhje të pasaktë.',
      select_all_limit_reached:
        "Ka shumë elemente për t'i zgjedhur të gjitha. U zgjodhën vetëm %{max} elementet e para.",
      unsaved_changes:
        "Disa nga ndryshimet tuaja nuk u ruajtën. Jeni të sigurt që dëshironi t'i shpërfillni?",
      yes: 'Po',
      placeholder_data_warning:
        'Problem me rrjetin: rifreskimi i të dhënave dështoi.',
    },
    navigation: {
      clear_filters: 'Pastro filtrat',
      no_filtered_results: 'Nuk u gjet asnjë %{name} me filtrat aktualë.',
      no_results: 'Nuk u gjet asnjë %{name}',
      no_more_results:
        'Numri i faqes %{page} është jashtë kufijve. Provoni faqen e mëparshme.',
      page_out_of_boundaries: 'Numri i faqes %{page} është jashtë kufijve',
      page_out_from_end: 'Nuk mund të shkoni përtej faqes së fundit',
      page_out_from_begin: 'Nuk mund të shkoni para faqes 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} nga %{total}',
      partial_page_range_info:
        '%{offsetBegin}-%{offsetEnd} nga më shumë se %{offsetEnd}',
      current_page: 'Faqja %{page}',
      page: 'Shko te faqja %{page}',
      first: 'Shko te faqja e parë',
      last: 'Shko te faqja e fundit',
      next: 'Shko te faqja tjetër',
      previous: 'Shko te faqja e mëparshme',
      page_rows_per_page: 'Rreshta për faqe:',
      skip_nav: 'Kalo te përmbajtja',
    },
    sort: {
      sort_by: 'Rendit sipas %{field_lower_first} %{order}',
      ASC: 'në rritje',
      DESC: 'në zbritje',
    },
    auth: {
      auth_check_error: 'Ju lutemi, identifikohuni për të vazhduar',
      user_menu: 'Profili',
      username: 'Emri i përdoruesit',
      password: 'Fjalëkalimi',
      email: 'Email',
      sign_in: 'Identifikohu',
      sign_in_error: 'Autentifikimi dështoi, ju lutemi provoni përsëri',
      logout: 'Dil',
    },
    notification: {
      updated: 'Elementi u përditësua |||| %{smart_count} elemente u përditësuan',
      created: 'Elementi u krijua',
      deleted: 'Elementi u fshi |||| %{smart_count} elemente u fshinë',
      bad_item: 'Element i pasaktë',
      item_doesnt_exist: 'Elementi nuk ekziston',
      http_error: 'Gabim në komunikimin me serverin',
      data_provider_error:
        'Gabim në dataProvider. Kontrolloni konsolën për detaje.',
      i18n_error: 'Përkthimet për gjuhën e zgjedhur nuk mund të ngarkoheshin',
      canceled: 'Veprimi u anulua',
      logged_out:
        'Sesioni juaj ka përfunduar, ju lutemi identifikohuni përsëri.',
      not_authorized: 'Nuk jeni të autorizuar të qaseni në këtë burim.',
      application_update_available: 'Është i disponueshëm një version i ri.',
      offline: 'Nuk ka lidhje. Të dhënat nuk mund të merreshin.',
    },
    validation: {
      required: 'E detyrueshme',
      minLength: 'Duhet të ketë të paktën %{min} karaktere',
      maxLength: 'Duhet të ketë %{max} karaktere ose më pak',
      minValue: 'Duhet të jetë të paktën %{min}',
      maxValue: 'Duhet të jetë %{max} ose më pak',
      number: 'Duhet të jetë numër',
      email: 'Duhet të jetë një adresë email e vlefshme',
      oneOf: 'Duhet të jetë një nga: %{options}',
      regex: 'Duhet të përputhet me një format të caktuar (regexp): %{pattern}',
      unique: 'Duhet të jetë unik',
    },
    saved_queries: {
      label: 'Kërkimet e ruajtura',
      query_name: 'Emri i kërkimit',
      new_label: 'Ruaj kërkimin aktual...',
      new_dialog_title: 'Ruaj kërkimin aktual si',
      remove_label: 'Hiq kërkimin e ruajtur',
      remove_label_with_name: 'Hiq kërkimin "%{name}"',
      remove_dialog_title: 'Të hiqet kërkimi i ruajtur?',
      remove_message:
        'Jeni të sigurt që dëshironi ta hiqni këtë element nga lista juaj e kërkimeve të ruajtura?',
      help: 'Filtroni listën dhe ruajeni këtë kërkim për më vonë',
    },
    guesser: {
      empty: {
        title: "Nuk ka të dhëna për t'u shfaqur",
        message: 'Ju lutemi, kontrolloni ofruesin tuaj të të dhënave',
      },
    },
    configurable: {
      customize: 'Personalizo',
      configureMode: 'Konfiguro këtë faqe',
      inspector: {
        title: 'Inspektori',
        content:
          "Kaloni kursorin mbi elementet e ndërfaqes së aplikacionit për t'i konfiguruar",
        reset: 'Rivendos cilësimet',
        hideAll: 'Fshih të gjitha',
        showAll: 'Shfaq të gjitha',
      },
      Datagrid: {
        title: 'Tabela e të dhënave',
        unlabeled: 'Kolonë pa etiketë #%{column}',
      },
      SimpleForm: {
        title: 'Formulari',
        unlabeled: 'Fushë pa etiketë #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Teksti kryesor',
        secondaryText: 'Teksti dytësor',
        tertiaryText: 'Teksti tretësor',
      },
    },
  },
};
