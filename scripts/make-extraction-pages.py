#!/usr/bin/env python3
"""Writes the extraction test pages: Tests/NewsKitTests/Pages/<name>.html and <name>.txt.

Each page is an article we wrote, set in the layout of a kind of news site we studied (semantic
<article>; a paragraph per wrapper div with ads between; <br>-separated text of an old portal; a
blog with headings, lists, quotes and long comments; CSS-in-JS class soup; a table layout in
Windows-1250; a page whose article sits beside a longer comment thread; a consent wall with no
article), with the furniture such sites carry: navigation, consent banners, share bars, figures,
in-text "read also" links, advertisements, related and most-read lists, newsletter forms,
comments, footers, scripts and JSON-LD. The .txt is what a careful reader keeps: the article's
body (subheadings, paragraphs, list items, quotes), without the headline, byline or captions.

Run: python3 scripts/make-extraction-pages.py   (rewrites every page; deterministic)
"""
import html, json, os, sys

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "NewsKitTests", "Pages")

L = {
 "en": dict(nav=["Home","World","UK","Business","Politics","Tech","Science","Health","Sport","Culture","Travel","Opinion"],
   cookie="We use cookies and similar technologies to improve your experience, measure audiences and show personalised advertising. You can accept all cookies, reject them or manage your preferences at any time in the settings.",
   accept="Accept all", reject="Reject", share=["Share on Facebook","Share on X","Email","Copy link"], ad="Advertisement",
   also="Read also:", related="Related stories", mostread="Most read", newsletter="Sign up to our morning briefing, the news you need to start your day, delivered to your inbox every weekday.",
   subscribe="Subscribe", footer="© 2026 The Daily Ledger Ltd. All rights reserved. Terms of use, privacy policy, cookie settings, contact us, advertise with us, careers.",
   comments="Comments", by="By", caption="Photograph: a file picture taken last year.",
   comment_texts=["I have been saying this for years, and nobody listened, but here we are again, with the same excuses and the same people in charge.",
                  "Great reporting, thank you. Would love to see a follow-up on what happens next, especially for smaller towns, which always get forgotten.",
                  "This is exactly why I stopped reading the papers, honestly, every week a new crisis, every week the same promises, nothing ever changes.",
                  "Does anyone know whether the new rules also apply to people who moved here before the deadline, or only to new arrivals?"]),
 "pl": dict(nav=["Strona główna","Kraj","Świat","Biznes","Polityka","Technologia","Nauka","Zdrowie","Sport","Kultura","Podróże","Opinie"],
   cookie="Używamy plików cookie i podobnych technologii, aby ulepszać serwis, mierzyć oglądalność i wyświetlać spersonalizowane reklamy. Możesz zaakceptować wszystkie pliki, odrzucić je lub zmienić ustawienia w dowolnym momencie.",
   accept="Akceptuję", reject="Odrzuć", share=["Udostępnij na Facebooku","Udostępnij na X","E-mail","Kopiuj link"], ad="Reklama",
   also="Czytaj także:", related="Powiązane artykuły", mostread="Najczęściej czytane", newsletter="Zapisz się na nasz poranny newsletter, najważniejsze wiadomości dnia prosto do twojej skrzynki, od poniedziałku do piątku.",
   subscribe="Zapisz się", footer="© 2026 Dziennik Codzienny sp. z o.o. Wszelkie prawa zastrzeżone. Regulamin, polityka prywatności, ustawienia plików cookie, kontakt, reklama, praca.",
   comments="Komentarze", by="Autor:", caption="Fot. zdjęcie ilustracyjne z ubiegłego roku.",
   comment_texts=["Mówię to od lat, i nikt nie słuchał, ale znowu jesteśmy w tym samym miejscu, z tymi samymi wymówkami i tymi samymi ludźmi u władzy.",
                  "Świetny tekst, dziękuję. Chętnie przeczytam ciąg dalszy, zwłaszcza o małych miejscowościach, o których zawsze się zapomina.",
                  "Dlatego przestałem czytać gazety, szczerze mówiąc, co tydzień nowy kryzys, co tydzień te same obietnice, i nic się nie zmienia.",
                  "Czy ktoś wie, czy nowe przepisy dotyczą też osób, które przeprowadziły się przed terminem, czy tylko nowych mieszkańców?"]),
 "de": dict(nav=["Startseite","Politik","Ausland","Wirtschaft","Wissen","Netzwelt","Kultur","Sport","Reise","Meinung"],
   cookie="Wir verwenden Cookies und ähnliche Technologien, um unser Angebot zu verbessern, Reichweiten zu messen und personalisierte Werbung anzuzeigen. Sie können alle akzeptieren, ablehnen oder Ihre Einstellungen jederzeit ändern.",
   accept="Alle akzeptieren", reject="Ablehnen", share=["Auf Facebook teilen","Auf X teilen","E-Mail","Link kopieren"], ad="Anzeige",
   also="Lesen Sie auch:", related="Mehr zum Thema", mostread="Meistgelesen", newsletter="Abonnieren Sie unseren Morgen-Newsletter, die wichtigsten Nachrichten des Tages, jeden Werktag in Ihrem Postfach.",
   subscribe="Abonnieren", footer="© 2026 Tagesblatt GmbH. Alle Rechte vorbehalten. Impressum, Datenschutz, Cookie-Einstellungen, Kontakt, Mediadaten, Karriere.",
   comments="Kommentare", by="Von", caption="Foto: Archivbild aus dem vergangenen Jahr.",
   comment_texts=["Das sage ich seit Jahren, und keiner hat zugehört, aber jetzt stehen wir wieder hier, mit denselben Ausreden und denselben Leuten.",
                  "Sehr guter Artikel, danke. Ich würde gerne mehr darüber lesen, wie es weitergeht, besonders in kleinen Gemeinden, die immer vergessen werden.",
                  "Genau deshalb lese ich kaum noch Zeitung, ehrlich gesagt, jede Woche eine neue Krise, jede Woche dieselben Versprechen.",
                  "Weiß jemand, ob die neuen Regeln auch für Leute gelten, die vor dem Stichtag umgezogen sind, oder nur für Neue?"]),
 "fr": dict(nav=["Accueil","International","Politique","Économie","Sciences","Pixels","Culture","Sport","Voyage","Opinions"],
   cookie="Nous utilisons des cookies et des technologies similaires pour améliorer votre expérience, mesurer l'audience et afficher des publicités personnalisées. Vous pouvez tout accepter, tout refuser ou modifier vos choix à tout moment.",
   accept="Tout accepter", reject="Refuser", share=["Partager sur Facebook","Partager sur X","E-mail","Copier le lien"], ad="Publicité",
   also="Lire aussi :", related="Sur le même sujet", mostread="Les plus lus", newsletter="Inscrivez-vous à notre lettre du matin, l'essentiel de l'actualité, chaque jour de la semaine dans votre boîte mail.",
   subscribe="S'inscrire", footer="© 2026 Le Quotidien SA. Tous droits réservés. Mentions légales, confidentialité, gestion des cookies, contact, publicité, recrutement.",
   comments="Commentaires", by="Par", caption="Photo : image d'archive prise l'an dernier.",
   comment_texts=["Je le dis depuis des années, et personne n'a écouté, mais nous y revoilà, avec les mêmes excuses et les mêmes responsables.",
                  "Excellent article, merci. J'aimerais lire la suite, surtout pour les petites communes, qu'on oublie toujours.",
                  "Voilà pourquoi j'ai arrêté de lire les journaux, franchement, chaque semaine une nouvelle crise, chaque semaine les mêmes promesses.",
                  "Quelqu'un sait-il si les nouvelles règles s'appliquent aussi à ceux qui ont déménagé avant la date limite, ou seulement aux nouveaux ?"]),
 "es": dict(nav=["Portada","Internacional","España","Economía","Ciencia","Tecnología","Cultura","Deportes","Viajes","Opinión"],
   cookie="Utilizamos cookies y tecnologías similares para mejorar su experiencia, medir la audiencia y mostrar publicidad personalizada. Puede aceptarlas todas, rechazarlas o cambiar sus preferencias en cualquier momento.",
   accept="Aceptar todo", reject="Rechazar", share=["Compartir en Facebook","Compartir en X","Correo","Copiar enlace"], ad="Publicidad",
   also="Lea también:", related="Noticias relacionadas", mostread="Lo más leído", newsletter="Suscríbase a nuestro boletín de la mañana, lo esencial del día, de lunes a viernes en su correo.",
   subscribe="Suscribirse", footer="© 2026 Diario Común S.L. Todos los derechos reservados. Aviso legal, privacidad, configuración de cookies, contacto, publicidad, empleo.",
   comments="Comentarios", by="Por", caption="Foto: imagen de archivo del año pasado.",
   comment_texts=["Llevo años diciéndolo, y nadie escuchó, pero aquí estamos otra vez, con las mismas excusas y la misma gente al mando.",
                  "Muy buen artículo, gracias. Me gustaría leer cómo sigue, sobre todo en los pueblos pequeños, que siempre se olvidan.",
                  "Por eso dejé de leer periódicos, sinceramente, cada semana una crisis nueva, cada semana las mismas promesas.",
                  "¿Alguien sabe si las nuevas normas se aplican también a quienes se mudaron antes de la fecha límite, o solo a los nuevos?"]),
}

RELATED = {
 "en": ["Council approves new budget after late-night session","Heatwave warning extended for the weekend","Rail strike talks collapse again","Inside the race to build a better battery","Five things we learned from the election"],
 "pl": ["Rada miasta przyjęła budżet po nocnych obradach","Ostrzeżenie przed upałem przedłużone na weekend","Rozmowy o strajku kolejarzy znów zerwane","Wyścig o lepszą baterię: kulisy","Pięć wniosków po wyborach"],
 "de": ["Stadtrat beschließt Haushalt nach langer Nachtsitzung","Hitzewarnung für das Wochenende verlängert","Tarifgespräche bei der Bahn erneut gescheitert","Das Rennen um die bessere Batterie","Fünf Lehren aus der Wahl"],
 "fr": ["Le conseil adopte le budget après une nuit de débats","L'alerte canicule prolongée pour le week-end","Les négociations avec les cheminots échouent encore","Dans la course à la meilleure batterie","Cinq leçons de l'élection"],
 "es": ["El pleno aprueba el presupuesto tras una sesión nocturna","Se amplía la alerta por calor durante el fin de semana","Fracasan otra vez las negociaciones de la huelga ferroviaria","La carrera por una batería mejor","Cinco lecciones de las elecciones"],
}

ARTICLES = [
 ("en", "rivers", "Britain's rivers are cleaner than a decade ago, but the gains are fragile", "Helen Carter", [
  ("p", "Britain's rivers are measurably cleaner than they were ten years ago, according to a study published on Tuesday, but the scientists who wrote it warn that the improvement could be undone within a few dry summers."),
  ("p", "The researchers, from three universities, analysed more than 40,000 water samples taken between 2014 and 2025 at 600 sites across England, Wales and Scotland. They found that average phosphate levels had fallen by almost a fifth, and that the number of sites where fish populations were judged healthy had risen from 212 to 287."),
  ("p", "Much of the change, they said, came from upgrades at large sewage works and from farmers who changed how and when they spread fertiliser. Smaller works, which serve villages and market towns, had changed far less."),
  ("h2", "Storm overflows"),
  ("p", "The study's most worrying finding concerns storm overflows, the pipes that release untreated sewage into rivers when heavy rain overwhelms the system. Overflows were recorded for more hours in 2025 than in any year since monitoring began, and the researchers found that a single long spill could cancel out a year of gains on a short stretch of river."),
  ("quote", "We are not saying the job is done. We are saying that the things that were tried have worked where they were tried, and that the rest of the country is waiting."),
  ("p", "Water companies said they were investing record sums and pointed to new monitoring on almost every overflow. Campaigners said the figures showed how much remained to be done, and called for penalties to be paid into a fund for the rivers affected."),
  ("p", "The government said it would respond to the report in the autumn."),
 ]),
 ("en", "chips", "The tiny chip factory that wants to take on the giants", "Marcus Webb", [
  ("p", "In a converted textile mill on the edge of Sheffield, a company with 140 employees is trying to do something that most of the industry considers impossible: make advanced computer chips profitably at a tiny fraction of the usual scale."),
  ("p", "Forge Semiconductor does not compete with the vast plants of Taiwan and South Korea, which cost tens of billions of dollars. Instead it makes small batches of specialised chips for sensors, medical devices and satellites, customers that order thousands of parts rather than millions, and who have often struggled to get the attention of larger suppliers."),
  ("p", "Its founders say three things make that possible. The first is a new kind of lithography machine, roughly the size of a delivery van, which writes patterns directly instead of using expensive masks. The second is software that lets one engineer run several production lines. The third, they admit, is luck: the company bought its building and much of its equipment cheaply during the downturn of 2023."),
  ("h2", "What customers want"),
  ("p", "Customers describe the appeal in simple terms:"),
  ("li", ["delivery in weeks rather than months;", "designs that can be changed between batches;", "a supplier that answers the phone."]),
  ("p", "Analysts are more cautious. Small chipmakers have come and gone before, and the economics of the industry reward size. But several said Forge had found a real gap, and that governments keen to keep some chipmaking at home were watching closely."),
  ("p", "The company plans to double its output next year and is hiring, its chief executive said, mostly from the city's universities."),
 ]),
 ("en", "library", "A town saved its library by turning it into something else", "Priya Nair", [
  ("p", "When the county council announced in 2022 that the library in Holbury would close, the town did what towns usually do. It held meetings, signed petitions and wrote letters to the local paper. Then, unusually, it took the building over."),
  ("p", "Three years later, the library is open six days a week, longer than before. It still lends books, but it also houses a repair café, a small cinema, a children's coding club and, on Thursday evenings, a legal advice clinic run by volunteers from a firm in the city."),
  ("p", "Volunteers do most of the work, supported by one paid manager whose salary is covered by a mix of room hire, a grant from a charitable trust and a monthly payment from the town council, which raised its share of the local tax by a few pounds a year to pay for it."),
  ("p", "Not everyone is happy. Some librarians say community-run libraries let councils walk away from a statutory duty, and that the model works only in places with enough retired professionals to run it. The manager agrees that it is not a model for everywhere."),
  ("quote", "It works here because people here have time and skills and were angry enough to use them. I would not tell a town with none of those things to copy us."),
  ("p", "Visitor numbers have risen by a third since the takeover, according to the library's own counts, and the waiting list for the coding club is now longer than the club."),
 ]),
 ("pl", "rzeki", "Polskie rzeki po suszy. Naukowcy: potrzebujemy planu na lata, nie na sezon", "Anna Kowalczyk", [
  ("p", "Po trzecim z rzędu suchym lecie stan wielu polskich rzek jest najgorszy od początku pomiarów, wynika z raportu opublikowanego we wtorek przez zespół hydrologów z Warszawy, Krakowa i Wrocławia."),
  ("p", "Badacze przeanalizowali dane z ponad 400 posterunków wodowskazowych. Na co trzecim z nich przepływ w sierpniu był niższy niż kiedykolwiek wcześniej, a w dorzeczu Warty niektóre mniejsze dopływy na kilka tygodni całkowicie wyschły."),
  ("p", "Według autorów raportu susza nie jest już zjawiskiem wyjątkowym, lecz stałym elementem polskiego klimatu. Zwracają uwagę, że deszcz pada dziś w krótszych i gwałtowniejszych epizodach, a woda szybko spływa do morza, zamiast wsiąkać w glebę."),
  ("h2", "Co można zrobić"),
  ("p", "Naukowcy wskazują kilka działań, które ich zdaniem przyniosłyby efekt najszybciej:"),
  ("li", ["odtwarzanie mokradeł i starorzeczy,", "zatrzymywanie wody w rowach melioracyjnych zamiast jej odprowadzania,", "ograniczenie poboru wody przez przemysł w okresach niżówek."]),
  ("quote", "Nie mamy problemu z tym, że pada za mało. Mamy problem z tym, że nie potrafimy tej wody zatrzymać."),
  ("p", "Ministerstwo odpowiedzialne za gospodarkę wodną zapowiedziało, że odniesie się do raportu jesienią. Samorządowcy z regionów najbardziej dotkniętych suszą apelują o szybsze decyzje."),
 ]),
 ("pl", "tramwaje", "Miasto kupi sto nowych tramwajów. Pierwsze wyjadą na tory za dwa lata", "Piotr Nowak", [
  ("p", "Miejska spółka komunikacyjna podpisała w poniedziałek umowę na dostawę stu nowych tramwajów. To największe zamówienie w jej historii, warte ponad dwa miliardy złotych."),
  ("p", "Nowe pojazdy będą w pełni niskopodłogowe, klimatyzowane i wyposażone w systemy informacji pasażerskiej w kilku językach. Pierwsze egzemplarze mają trafić do miasta za dwa lata, a ostatnie w ciągu pięciu lat od podpisania umowy."),
  ("p", "Tramwaje zastąpią najstarsze składy, które jeżdżą po mieście od ponad czterdziestu lat. Część z nich zostanie sprzedana mniejszym miastom, a kilka trafi do muzeum komunikacji."),
  ("p", "Prezes spółki podkreślał, że zamówienie pozwoli też uruchomić nowe linie na osiedla, które dziś są obsługiwane wyłącznie przez autobusy. Mieszkańcy tych dzielnic od lat skarżą się na korki i zatłoczone pojazdy w godzinach szczytu."),
  ("p", "Część radnych opozycji krytykuje jednak harmonogram, wskazując, że budowa nowych torowisk jest opóźniona, a bez nich nowe tramwaje nie dojadą tam, gdzie są najbardziej potrzebne. Spółka zapewnia, że prace przyspieszą w przyszłym roku."),
 ]),
 ("pl", "pszczoly", "Pszczelarze alarmują: zimą padła co piąta rodzina pszczela", "Marta Wiśniewska", [
  ("p", "Ostatnia zima była dla polskich pszczół wyjątkowo trudna. Z ankiety przeprowadzonej wśród ponad dwóch tysięcy pszczelarzy wynika, że straty sięgnęły średnio dwudziestu procent rodzin, a w niektórych powiatach nawet czterdziestu."),
  ("p", "Przyczyn jest kilka. Pszczelarze wskazują przede wszystkim na pasożyty, ciepłą jesień, która wydłużyła sezon czerwienia, oraz brak pożytków pod koniec lata, kiedy pszczoły powinny gromadzić zapasy."),
  ("p", "Eksperci z instytutu zajmującego się pszczelarstwem zwracają uwagę, że podobne straty notuje się w całej Europie Środkowej. Ich zdaniem kluczowe jest skuteczne i jednoczesne zwalczanie pasożytów w całych regionach, a nie w pojedynczych pasiekach."),
  ("quote", "Jeden pszczelarz, który nie leczy swoich rodzin, może zniweczyć pracę wszystkich sąsiadów w promieniu kilku kilometrów."),
  ("p", "Związki pszczelarskie domagają się rządowego programu wsparcia, który pokryłby część kosztów odbudowy pasiek. Rolnicy przypominają, że od zapylania zależą plony rzepaku, sadów i upraw jagodowych."),
 ]),
 ("de", "wald", "Der Wald stirbt leiser, als viele denken", "Jonas Becker", [
  ("p", "Der neue Waldzustandsbericht zeichnet ein düsteres Bild: Nur noch jeder fünfte Baum in Deutschland gilt als gesund. Besonders betroffen sind Fichten, aber auch Buchen und Eichen zeigen immer häufiger Schäden an den Kronen."),
  ("p", "Fachleute machen vor allem die Trockenheit der vergangenen Jahre verantwortlich. Geschwächte Bäume sind anfälliger für Schädlinge wie den Borkenkäfer, der sich in warmen Sommern mehrfach vermehren kann."),
  ("h2", "Umbau statt Aufforstung"),
  ("p", "Förster setzen inzwischen weniger auf schnelle Aufforstung als auf einen langfristigen Umbau. Statt Monokulturen sollen gemischte Wälder entstehen, in denen heimische Arten neben solchen wachsen, die mit Hitze besser zurechtkommen."),
  ("p", "Der Umbau ist teuer und langsam. Viele private Waldbesitzer, denen fast die Hälfte der deutschen Wälder gehört, können die Kosten kaum tragen und fordern mehr Unterstützung vom Staat."),
  ("p", "Das zuständige Ministerium kündigte an, die Förderprogramme im kommenden Jahr aufzustocken. Umweltverbände halten die geplanten Summen für unzureichend."),
 ]),
 ("de", "bahn", "Warum die Bahn pünktlicher werden will und es so schwer ist", "Lea Hoffmann", [
  ("p", "Kaum ein Thema ärgert Reisende in Deutschland so zuverlässig wie die Verspätungen der Bahn. Im vergangenen Jahr kam nur gut die Hälfte der Fernzüge pünktlich an, so wenige wie seit Jahrzehnten nicht."),
  ("p", "Die Gründe sind bekannt: ein überlastetes Netz, marode Brücken und Stellwerke, zu wenige Ausweichgleise. Jede Baustelle wirkt sich auf Dutzende Verbindungen aus, und Baustellen gibt es mehr denn je."),
  ("p", "Die Bahn setzt nun auf die Generalsanierung ganzer Korridore. Strecken werden für Monate komplett gesperrt und in dieser Zeit von Grund auf erneuert, statt jahrelang unter dem rollenden Verkehr geflickt zu werden."),
  ("quote", "Kurzfristig wird es für die Fahrgäste schlechter, bevor es besser wird. Aber anders kommen wir aus dieser Lage nicht heraus."),
  ("p", "Fahrgastverbände begrüßen den Ansatz grundsätzlich, kritisieren aber die Ersatzverkehre mit Bussen, die vielerorts überfüllt und unzuverlässig seien. Pendler berichten von Fahrzeiten, die sich verdoppelt haben."),
 ]),
 ("fr", "vignes", "Dans le Bordelais, des vignerons arrachent leurs vignes pour survivre", "Claire Dubois", [
  ("p", "Dans l'Entre-deux-Mers, les tracteurs arrachent des rangs de vigne plantés il y a parfois quarante ans. Face à l'effondrement des prix du vin en vrac, des centaines de viticulteurs ont choisi de réduire leur surface, avec l'aide d'un plan financé par l'État et la filière."),
  ("p", "La consommation de vin rouge recule depuis des années en France, et les exportations vers la Chine ont fortement baissé. Les stocks s'accumulent dans les chais, et certains domaines vendent désormais leur vin en dessous du coût de production."),
  ("h2", "Une reconversion difficile"),
  ("p", "Sur les parcelles libérées, certains plantent des céréales, des noisetiers ou des oliviers, d'autres installent des panneaux solaires. Beaucoup hésitent encore, faute de débouchés sûrs pour ces nouvelles cultures."),
  ("quote", "On arrache des vignes que mon grand-père a plantées. Ce n'est pas seulement une décision économique, c'est une partie de notre histoire."),
  ("p", "Les syndicats viticoles réclament un second plan d'arrachage et des aides à la distillation. Le ministère de l'agriculture assure que de nouvelles mesures seront annoncées avant les vendanges."),
 ]),
 ("fr", "velos", "Paris compte désormais plus de cyclistes que d'automobilistes aux heures de pointe", "Thomas Martin", [
  ("p", "C'est un seuil symbolique. Selon les comptages publiés par la mairie, les vélos sont désormais plus nombreux que les voitures sur plusieurs grands axes parisiens aux heures de pointe du matin et du soir."),
  ("p", "La progression est spectaculaire depuis cinq ans, portée par la création de pistes cyclables séparées, la hausse du prix des carburants et le succès des vélos électriques, qui permettent de parcourir de plus longues distances sans effort."),
  ("p", "Les critiques dénoncent toutefois la cohabitation difficile avec les piétons et les livreurs, ainsi que le manque de places de stationnement pour les vélos dans les immeubles anciens. Les accidents impliquant des cyclistes restent nombreux."),
  ("p", "La mairie prévoit d'ajouter cent trente kilomètres de pistes d'ici à la fin du mandat et de créer des parkings sécurisés près des gares. Les communes de la petite couronne réclament que le réseau soit mieux relié au-delà du périphérique."),
 ]),
 ("es", "agua", "España busca agua bajo el mar: la apuesta por las desaladoras divide a los expertos", "Lucía Fernández", [
  ("p", "Tras varios años de sequía, el Gobierno ha aprobado un plan para ampliar la capacidad de las plantas desaladoras del litoral mediterráneo, que producirán agua potable para millones de personas en Cataluña, Valencia, Murcia y Andalucía."),
  ("p", "La desalación se ha convertido en una pieza clave del suministro en las zonas más secas, pero su elevado consumo de energía y la gestión de la salmuera, el agua con alta concentración de sal que devuelven al mar, siguen generando dudas."),
  ("h2", "Energía y costes"),
  ("p", "Los defensores del plan subrayan que las nuevas plantas funcionarán en gran parte con energía solar y eólica, lo que reducirá su coste y sus emisiones. Los críticos recuerdan que el agua desalada sigue siendo más cara que la de los embalses y que los agricultores difícilmente podrán pagarla."),
  ("quote", "La desalación es un seguro, no una solución mágica. Si no reducimos el consumo, ninguna planta será suficiente."),
  ("p", "Las organizaciones ecologistas piden que el plan vaya acompañado de medidas para reducir las pérdidas en las redes urbanas, que en algunas ciudades superan el veinte por ciento del agua distribuida."),
 ]),
 ("es", "museo", "Un pequeño museo rural bate récords de visitantes gracias a las redes sociales", "Javier Ruiz", [
  ("p", "El museo etnográfico de un pueblo de apenas trescientos habitantes en la provincia de Soria ha recibido este verano más visitantes que en toda la década anterior. El motivo: un vídeo de su colección de herramientas antiguas que se volvió viral."),
  ("p", "La grabación, publicada por una joven vecina, mostraba a su abuelo explicando con humor para qué servía cada objeto. En pocos días sumó millones de reproducciones y los comentarios se llenaron de preguntas sobre cómo visitar el museo."),
  ("p", "El ayuntamiento tuvo que ampliar el horario de apertura y pedir ayuda a voluntarios para atender a los grupos. Los bares y casas rurales de la comarca han notado el efecto, con reservas completas durante varios fines de semana seguidos."),
  ("p", "Los responsables del museo confían en que el interés no sea pasajero. Preparan visitas guiadas por el propio abuelo, talleres para niños y una exposición sobre los oficios desaparecidos de la zona."),
 ]),
]

def esc(t): return html.escape(t, quote=False)

def body_html(blocks, p="p", wrap=None, li_tag="ul"):
  out=[]
  for kind, val in blocks:
    if kind=="p": out.append(f"<{p}>{esc(val)}</{p}>" if wrap is None else wrap(esc(val)))
    elif kind=="h2": out.append(f"<h2>{esc(val)}</h2>")
    elif kind=="quote": out.append(f"<blockquote><p>{esc(val)}</p></blockquote>")
    elif kind=="li": out.append(f"<{li_tag}>" + "".join(f"<li>{esc(x)}</li>" for x in val) + f"</{li_tag}>")
  return out

def expected(blocks):
  out=[]
  for kind,val in blocks:
    if kind=="li": out.extend("• "+x for x in val)
    elif kind=="h2": out.append("## "+val)
    elif kind=="quote": out.append("> "+val)
    else: out.append(val)
  return "\n\n".join(out)+"\n"

def nav(s): return "<nav class=\"site-nav\"><ul>" + "".join(f"<li><a href=\"/{i}\">{esc(x)}</a></li>" for i,x in enumerate(s["nav"])) + "</ul></nav>"
def cookie(s): return f"<div id=\"cookie-consent\" class=\"cmp-banner\"><p>{esc(s['cookie'])}</p><button>{esc(s['accept'])}</button><button>{esc(s['reject'])}</button></div>"
def share(s): return "<ul class=\"share-tools\">" + "".join(f"<li><a href=\"#\">{esc(x)}</a></li>" for x in s["share"]) + "</ul>"
def related(lang,s): return f"<section class=\"related-stories\"><h2>{esc(s['related'])}</h2><ul>" + "".join(f"<li><a href=\"/r{i}\">{esc(x)}</a></li>" for i,x in enumerate(RELATED[lang])) + "</ul></section>"
def mostread(lang,s): return f"<div class=\"most-read\"><h3>{esc(s['mostread'])}</h3><ol>" + "".join(f"<li><a href=\"/m{i}\">{esc(x)}</a></li>" for i,x in enumerate(reversed(RELATED[lang]))) + "</ol></div>"
def newsletter(s): return f"<form class=\"newsletter-signup\"><p>{esc(s['newsletter'])}</p><input type=\"email\" name=\"email\"><button>{esc(s['subscribe'])}</button></form>"
def comments(s, cls="comments"): return f"<section id=\"{cls}\" class=\"{cls}\"><h2>{esc(s['comments'])}</h2>" + "".join(f"<div class=\"comment\"><span class=\"comment-author\">user{i}</span><p>{esc(t)}</p></div>" for i,t in enumerate(s["comment_texts"])) + "</section>"
def footer(s): return f"<footer class=\"site-footer\"><p>{esc(s['footer'])}</p></footer>"
def figure(s): return f"<figure><img src=\"/img/1.jpg\" alt=\"\"><figcaption>{esc(s['caption'])}</figcaption></figure>"
def alsolink(lang,s): return f"<p><strong>{esc(s['also'])}</strong> <a href=\"/also\">{esc(RELATED[lang][2])}</a></p>"
def scripts(title): return ("<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());"
  "if(a<b&&c>d){document.write('<p>never shown</p>')}</script>"
  f"<script type=\"application/ld+json\">{{\"@type\":\"NewsArticle\",\"headline\":\"{esc(title)}\"}}</script>")
def head(title, lang, charset="utf-8", meta_http=False):
  m = f"<meta http-equiv=\"Content-Type\" content=\"text/html; charset={charset}\">" if meta_http else f"<meta charset=\"{charset}\">"
  return f"<!DOCTYPE html>\n<html lang=\"{lang}\"><head>{m}<title>{esc(title)} | News</title><style>body{{font-family:serif}} p>a{{color:red}}</style>{scripts(title)}</head>"

def layout_semantic(lang, title, author, blocks):
  s=L[lang]; b=body_html(blocks)
  b.insert(2, figure(s)); b.insert(4, alsolink(lang,s))
  return head(title,lang) + "<body>" + cookie(s) + "<header class=\"masthead\"><a href=\"/\">The Daily Ledger</a>" + nav(s) + "</header><main><article>" \
    + f"<header><h1>{esc(title)}</h1><p class=\"byline\">{esc(s['by'])} <a href=\"/a\">{esc(author)}</a> · 12.03.2026</p></header>" + share(s) \
    + "<div class=\"article-body\">" + "\n".join(b) + "</div>" + share(s) + "</article>" + related(lang,s) + "</main><aside class=\"sidebar\">" + mostread(lang,s) + newsletter(s) + "</aside>" + footer(s) + "</body></html>"

def layout_divs(lang, title, author, blocks):
  s=L[lang]; out=[]
  for i,(kind,val) in enumerate(blocks):
    part = body_html([(kind,val)])[0]
    out.append(f"<div data-component=\"text-block\" class=\"ssrcss-11r1m41-RichTextComponentWrapper\"><div class=\"ssrcss-7uxr49-RichTextContainer\">{part}</div></div>")
    if i==1: out.append(f"<div data-component=\"ad-slot\" class=\"dotcom-ad\"><div class=\"ad-label\">{esc(s['ad'])}</div></div>")
    if i==3: out.append(f"<div data-component=\"image-block\"><figure><img src=\"/i.jpg\"><figcaption>{esc(s['caption'])}</figcaption></figure></div>")
    if i==4: out.append(f"<div data-component=\"links-block\"><p class=\"ssrcss-1q0x1qg-Paragraph\"><a href=\"/l\">{esc(s['also'])} {esc(RELATED[lang][0])}</a></p></div>")
  return head(title,lang) + "<body><div id=\"orb-banner\"><a href=\"/\">Logo</a></div>" + cookie(s) + "<div id=\"main-wrapper\"><div class=\"ssrcss-1ocoo3l-Wrap\">" + nav(s) \
    + f"<main id=\"main-content\" class=\"ssrcss-1mkg9p7-Main\"><div class=\"ssrcss-h7jn3b-Heading\"><h1 id=\"main-heading\">{esc(title)}</h1></div>" \
    + f"<div data-component=\"byline-block\"><span>{esc(s['by'])} {esc(author)}</span></div>" + "".join(out) \
    + f"<div data-component=\"tag-list\"><ul><li><a href=\"/t1\">{esc(s['nav'][1])}</a></li><li><a href=\"/t2\">{esc(s['nav'][3])}</a></li></ul></div>" \
    + "</main><div class=\"ssrcss-sidebar\">" + mostread(lang,s) + related(lang,s) + "</div></div></div>" + footer(s) + "</body></html>"

def layout_br(lang, title, author, blocks):
  # An old portal: the article is text separated by <br><br> inside a table-free div; no <p>.
  s=L[lang]; parts=[]
  for kind,val in blocks:
    if kind=="p": parts.append(esc(val))
    elif kind=="h2": parts.append(f"<b>{esc(val)}</b>")
    elif kind=="quote": parts.append(f"<i>{esc(val)}</i>")
    elif kind=="li": parts.extend("- "+esc(x) for x in val)
  text = "<br><br>\n".join(parts[:3]) + f"<br><br><div class=\"reklama-srodek\"><span>{esc(s['ad'])}</span></div>" + "<br><br>\n".join(parts[3:])
  return head(title,lang) + "<body><div id=\"top\"><div class=\"logo\">Portal</div>" + nav(s) + "</div>" + cookie(s) \
    + f"<div id=\"srodek\"><div class=\"lewa\"><h1>{esc(title)}</h1><div class=\"data\">12.03.2026 10:15</div><div id=\"tresc\" class=\"art-txt\">{text}</div>" \
    + f"<div class=\"zrodlo\">{esc(s['by'])} {esc(author)}</div>" + share(s) + related(lang,s) + comments(s, "komentarze") + "</div><div class=\"prawa\">" + mostread(lang,s) + newsletter(s) + "</div></div>" + footer(s) + "</body></html>"

def layout_blog(lang, title, author, blocks):
  s=L[lang]; b=body_html(blocks)
  long_comments = comments(s)
  return head(title,lang) + "<body class=\"post-template-default single single-post\"><div id=\"page\" class=\"site\"><a class=\"skip-link screen-reader-text\" href=\"#content\">Skip</a>" \
    + "<header id=\"masthead\" class=\"site-header\"><div class=\"site-branding\"><p class=\"site-title\"><a href=\"/\">Blog</a></p></div>" + nav(s) + "</header>" \
    + "<div id=\"content\" class=\"site-content\"><div id=\"primary\" class=\"content-area\"><main id=\"main\" class=\"site-main\"><article id=\"post-42\" class=\"post-42 post type-post hentry\">" \
    + f"<header class=\"entry-header\"><h1 class=\"entry-title\">{esc(title)}</h1><div class=\"entry-meta\"><span class=\"posted-on\">12.03.2026</span> <span class=\"byline\">{esc(author)}</span></div></header>" \
    + "<div class=\"entry-content\">" + "\n".join(b) + f"<div class=\"sharedaddy sd-sharing-enabled\"><h3 class=\"sd-title\">{esc(s['share'][0])}</h3>{share(s)}</div></div>" \
    + f"<footer class=\"entry-footer\"><span class=\"cat-links\"><a href=\"/c\">{esc(s['nav'][2])}</a></span></footer></article>" \
    + f"<nav class=\"navigation post-navigation\"><a href=\"/prev\">{esc(RELATED[lang][1])}</a><a href=\"/next\">{esc(RELATED[lang][3])}</a></nav>" \
    + long_comments + "</main></div><aside id=\"secondary\" class=\"widget-area\">" + mostread(lang,s) + "</aside></div>" + footer(s) + "</div></body></html>"

def layout_css(lang, title, author, blocks):
  s=L[lang]; out=[]
  for i,(kind,val) in enumerate(blocks):
    if kind=="p": part=f"<p class=\"css-at9mc1 evys1bk0\">{esc(val)}</p>"
    else: part=body_html([(kind,val)])[0]
    out.append(f"<div class=\"css-53u6y8\">{part}</div>")
    if i in (1,4): out.append(f"<div class=\"css-1jf6d1t\"><div class=\"ad-wrapper\"><p class=\"css-1n6z4y\">{esc(s['ad'])}</p><div id=\"mid{i}\" class=\"place-ad\"></div></div></div>")
  return head(title,lang) + f"<body><div id=\"app\"><div class=\"css-1ykb6p7\"><div class=\"css-z9cw67\" role=\"banner\"><a href=\"/\">Times</a></div>" + nav(s) \
    + f"<main id=\"site-content\"><div class=\"css-1vxca1d\"><article id=\"story\" class=\"css-1vkm6nb\"><div class=\"css-1kd8qqa\"><h1 class=\"css-rsa88z\" data-testid=\"headline\">{esc(title)}</h1></div>" \
    + f"<div class=\"css-ft5ajx\"><p class=\"css-aknsld\">{esc(s['by'])} {esc(author)}</p><time>March 12, 2026</time></div>" \
    + "<section name=\"articleBody\" class=\"meteredContent css-1r7ky0e\">" + "".join(out) + "</section>" \
    + f"<div class=\"bottom-of-article\"><div class=\"css-1bfsl4w\"><p>{esc(s['newsletter'])}</p></div></div></article></div>" \
    + "<div class=\"css-recirc\">" + related(lang,s) + "</div></main>" + footer(s) + "</div></div></body></html>"

def layout_table(lang, title, author, blocks):
  s=L[lang]; b=body_html(blocks, li_tag="ul")
  return head(title,lang,"windows-1250",meta_http=True) + "<body><table width=\"100%\"><tr><td colspan=\"2\">" + nav(s) + "</td></tr><tr><td width=\"180\" class=\"menu\">" \
    + "".join(f"<a href=\"/{i}\">{esc(x)}</a><br>" for i,x in enumerate(s["nav"])) + f"</td><td class=\"tresc\"><h1>{esc(title)}</h1><i>{esc(author)}, 12.03.2026</i>" \
    + "".join(b) + "</td></tr><tr><td colspan=\"2\" class=\"stopka\">" + esc(s["footer"]) + "</td></tr></table></body></html>"

def layout_commentheavy(lang, title, author, blocks):
  s=L[lang]; b=body_html(blocks)
  many = "".join(f"<div class=\"c-post\"><div class=\"c-meta\">user{i}</div><div class=\"c-body\"><p>{esc(t)}</p><p>{esc(L[lang]['comment_texts'][(i+1)%4])}</p></div></div>" for i,t in enumerate(L[lang]['comment_texts']*2))
  return head(title,lang) + "<body>" + cookie(s) + "<div class=\"wrapper\">" + nav(s) + f"<div class=\"main-col\"><h1>{esc(title)}</h1><div class=\"lead-meta\">{esc(author)}</div><div class=\"story\">" + "\n".join(b) + "</div>" \
    + share(s) + f"<div id=\"disqus_thread\" class=\"forum\"><h2>{esc(s['comments'])}</h2>{many}</div></div></div>" + footer(s) + "</body></html>"

def layout_spa(lang, title, author, blocks):
  # A page rendered in the browser: the HTML holds an empty root and a noscript notice; the
  # article is only in the JSON-LD's articleBody (paragraphs separated by line breaks).
  s=L[lang]
  body = "\n".join(val if kind!="li" else "\n".join(val) for kind,val in blocks)
  ld = json.dumps({"@context":"https://schema.org","@graph":[
    {"@type":"WebSite","name":"Site"},
    {"@type":"NewsArticle","headline":title,"author":{"@type":"Person","name":author},
     "articleBody":body}]}, ensure_ascii=False).replace("</","<\\/")
  return (f"<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{esc(title)} | News</title>"
    f"<script type=\"application/ld+json\">{ld}</script><script src=\"/app.js\" defer></script></head>"
    f"<body><div id=\"root\"></div><noscript><p>{esc(s['cookie'])}</p></noscript>" + cookie(s) + "</body></html>")

def layout_sections(lang, title, author, blocks):
  # A long-form page: the body in <section>s, each from a subheading, a standfirst in the
  # header, and an author box in the sidebar with paragraphs of its own.
  s=L[lang]; sections=[]; current=[]
  for kind,val in blocks:
    if kind=="h2" and current:
      sections.append(current); current=[]
    current.append((kind,val))
  sections.append(current)
  body="".join("<section class=\"chapter\">" + "".join(body_html(sec)) + "</section>" for sec in sections)
  bio = "".join(f"<p>{esc(t)}</p>" for t in s["comment_texts"][:3])
  return head(title,lang) + "<body>" + nav(s) + "<div class=\"layout\"><main><article class=\"longform\">" \
    + f"<header class=\"article-header\"><h1>{esc(title)}</h1></header>" + body + "</article></main>" \
    + f"<div class=\"rail\"><div class=\"about-box\"><h3>{esc(author)}</h3>{bio}</div>" + mostread(lang,s) + "</div></div>" + footer(s) + "</body></html>"

LAYOUTS = [layout_semantic, layout_divs, layout_br, layout_blog, layout_css, layout_table, layout_commentheavy]

def main():
  os.makedirs(OUT, exist_ok=True)
  for i,(lang,name,title,author,blocks) in enumerate(ARTICLES):
    layout = LAYOUTS[i % len(LAYOUTS)]
    if lang=="pl" and name=="pszczoly": layout = layout_table
    page = layout(lang,title,author,blocks)
    encoding = "cp1250" if layout is layout_table else "utf-8"
    if layout is layout_table and lang!="pl":
      page = page.replace("windows-1250","utf-8"); encoding="utf-8"
    base = f"{lang}-{name}-{layout.__name__[7:]}"
    with open(os.path.join(OUT, base+".html"), "wb") as f: f.write(page.encode(encoding))
    exp = expected(blocks) if layout is not layout_br else expected_br(blocks)
    with open(os.path.join(OUT, base+".txt"), "w") as f: f.write(exp)
  extra = [("de", "bahn", layout_spa), ("en", "chips", layout_sections), ("fr", "vignes", layout_sections),
           ("pl", "tramwaje", layout_spa)]
  for lang, name, layout in extra:
    _, _, title, author, blocks = next(a for a in ARTICLES if a[0]==lang and a[1]==name)
    base = f"{lang}-{name}-{layout.__name__[7:]}"
    with open(os.path.join(OUT, base+".html"), "wb") as f: f.write(layout(lang,title,author,blocks).encode())
    exp = expected(blocks) if layout is not layout_spa else expected_br(blocks).replace("- ", "")
    with open(os.path.join(OUT, base+".txt"), "w") as f: f.write(exp)
  s=L["en"]
  wall = head("Before you continue","en") + "<body><div class=\"consent-wall\"><h1>Before you continue</h1><p>" + esc(s["cookie"]) + "</p><button>Accept</button></div><noscript><p>Please enable JavaScript to read this article.</p></noscript></body></html>"
  with open(os.path.join(OUT, "en-consent-wall.html"), "w") as f: f.write(wall)
  with open(os.path.join(OUT, "en-consent-wall.txt"), "w") as f: f.write("")

def expected_br(blocks):
  out=[]
  for kind,val in blocks:
    if kind=="li": out.extend("- "+x for x in val)
    else: out.append(val)
  return "\n\n".join(out)+"\n"

main()
