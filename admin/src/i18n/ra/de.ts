import type { TranslationMessages } from 'react-admin';
import german from 'ra-language-german';
import { fill } from '../fill';

/**
 * The react-admin 5 keys ra-language-german (written for react-admin 3, the German pack that installs
 * cleanly beside react-admin 5) does not have yet.
 */
const added = {
  page: {
    edit: '%{name} %{recordRepresentation}',
    show: '%{name} %{recordRepresentation}',
    access_denied: 'Zugriff verweigert',
    authentication_error: 'Authentifizierungsfehler',
  },
  message: {
    delete_content: 'Möchten Sie %{name} wirklich löschen?',
    delete_title: '%{name} %{recordRepresentation} löschen',
    access_denied: 'Sie haben nicht die nötigen Rechte, um diese Seite aufzurufen',
    authentication_error: 'Der Authentifizierungsserver hat einen Fehler gemeldet; Ihre Anmeldedaten konnten nicht geprüft werden.',
    auth_error: 'Beim Prüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
    bulk_update_content:
      'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Einträge wirklich aktualisieren?',
    bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
    clear_array_input: 'Möchten Sie wirklich die ganze Liste leeren?',
    select_all_limit_reached: 'Es gibt zu viele Einträge, um alle auszuwählen. Nur die ersten %{max} Einträge wurden ausgewählt.',
    placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
  },
  navigation: {
    no_results: 'Keine %{name} gefunden',
    clear_filters: 'Filter zurücksetzen',
    no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
    current_page: 'Seite %{page}',
    page: 'Zu Seite %{page}',
    first: 'Zur ersten Seite',
    last: 'Zur letzten Seite',
    previous: 'Zur vorherigen Seite',
    skip_nav: 'Zum Inhalt springen',
  },
  action: {
    clear_array_input: 'Liste leeren',
    create_item: '%{item} erstellen',
    remove_all_filters: 'Alle Filter entfernen',
    reset: 'Zurücksetzen',
    search_columns: 'Spalten durchsuchen',
    select_all: 'Alle auswählen',
    select_all_button: 'Alle auswählen',
    select_row: 'Diese Zeile auswählen',
    unselect: 'Auswahl aufheben',
    update: 'Aktualisieren',
    move_up: 'Nach oben',
    move_down: 'Nach unten',
    open: 'Öffnen',
    toggle_theme: 'Hell/Dunkel umschalten',
    select_columns: 'Spalten',
    update_application: 'Anwendung neu laden',
  },
  sort: {
    sort_by: 'Nach %{field_lower_first} %{order} sortieren',
    ASC: 'aufsteigend',
    DESC: 'absteigend',
  },
  auth: {
    email: 'E-Mail',
  },
  notification: {
    not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
    application_update_available: 'Eine neue Version ist verfügbar.',
    offline: 'Keine Verbindung. Die Daten konnten nicht geladen werden.',
  },
  validation: {
    unique: 'Muss eindeutig sein',
  },
  saved_queries: {
    label: 'Gespeicherte Abfragen',
    query_name: 'Name der Abfrage',
    new_label: 'Aktuelle Abfrage speichern...',
    new_dialog_title: 'Aktuelle Abfrage speichern als',
    remove_label: 'Gespeicherte Abfrage entfernen',
    remove_label_with_name: 'Abfrage „%{name}“ entfernen',
    remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
    remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihren gespeicherten Abfragen entfernen?',
    help: 'Filtern Sie die Liste und speichern Sie die Abfrage für später',
  },
  guesser: {
    empty: {
      title: 'Keine Daten vorhanden',
      message: 'Bitte prüfen Sie Ihren Data Provider',
    },
  },
  configurable: {
    customize: 'Anpassen',
    configureMode: 'Diese Seite anpassen',
    inspector: {
      title: 'Inspektor',
      content: 'Fahren Sie über die Elemente der Oberfläche, um sie anzupassen',
      reset: 'Einstellungen zurücksetzen',
      hideAll: 'Alle ausblenden',
      showAll: 'Alle einblenden',
    },
    Datagrid: {
      title: 'Tabelle',
      unlabeled: 'Spalte ohne Titel #%{column}',
    },
    SimpleForm: {
      title: 'Formular',
      unlabeled: 'Feld ohne Titel #%{input}',
    },
    SimpleList: {
      title: 'Liste',
      primaryText: 'Haupttext',
      secondaryText: 'Zweiter Text',
      tertiaryText: 'Dritter Text',
    },
  },
};

/** react-admin's own texts (ra.*) in German: the pack's, completed, in react-admin 5's shape. */
const ra = fill(german.ra, added) as TranslationMessages['ra'];

export default ra;
