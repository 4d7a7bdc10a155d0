/**
 * The Spanish text of every Murals & Digital product, by id, in the order of
 * src/content/catalog/products/murals-digital.ts. Names and facts stay with the English product;
 * only the words are here.
 */
import type { ProductTranslations } from "@/content/catalog/product-translation-schema";
import { cleaningTerms, useTerms } from "@/content/es/catalog/product-detail-terms";

export const muralsDigitalProductTranslations: ProductTranslations = {
  6001: {
    description:
      "Hierba de sierra, islotes de cipreses y una baja neblina matinal se extienden a lo largo de este paisaje panorámico, pintado en verdes suaves y un azul pálido y acuoso. La escena se imprime por encargo en paneles numerados, cada uno de 27 pulgadas de ancho, y la ajustamos al tamaño de su pared antes de imprimirla. Instalado del piso al techo en una sala o a lo largo de una pared larga del comedor, abre el espacio como una ventana a los humedales al oeste de Miami.",
    colorway: "Neblina de hierba de sierra",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  6002: {
    description:
      "Cítricos en macetas, jazmín trepador y un sendero en damero se pierden en un invernadero de naranjos bañado de sol en esta amplia escena de jardín. Se pintó a mano en gouache y luego se imprimió a escala real en un papel mate para murales, para que las pinceladas se sostengan incluso a un brazo de distancia. Cada panel mide 36 pulgadas de ancho y hasta 12 pies de alto. Es ideal para un comedor, donde los invitados se sientan el tiempo suficiente para descubrir sus detalles.",
    colorway: "Huerto de cítricos",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  6003: {
    description:
      "Un jardín en terraza al caer la noche: las flores de luna se abren contra un follaje verde azulado profundo, y pálidas flores color rubor parecen brillar en el crepúsculo. El mural se construye con capas de arte pictórico, así que la escena tiene verdadera profundidad cuando las luces están bajas. Lo imprimimos con las medidas de su pared y entregamos paneles numerados con un plano de instalación. Hermoso detrás de una cama o en una biblioteca de ambiente oscuro e íntimo, y la prueba de que una pared oscura puede hacer que una habitación se sienta más grande.",
    colorway: "Verde azulado medianoche",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  6004: {
    description:
      "Capa tras capa de crestas montañosas azules se desvanecen hacia un horizonte brumoso, dibujadas en bandas planas y gráficas que se sienten modernas y no fotográficas. Los paneles se imprimen en un papel liso para murales y se instalan a tope en secuencia numerada. Crea un fondo sereno para una oficina en casa o una pared para videollamadas, y la paleta fría equilibra los escritorios de madera cálida y las sillas de cuero. Esta tirada se ofrece a un precio especial.",
    colorway: "Azul lejano",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms.Spongeable,
  },
  6005: {
    description:
      "Un tramo tranquilo de la costa atlántica, con dunas, avena de mar y un horizonte pálido en tonos arena, concha y madera de deriva. La pintura se compuso para recorrer la pared a la altura de los ojos, con el horizonte ubicado de modo que los muebles nunca lo interrumpan. Impreso por encargo en papel para murales, cada panel de 27 pulgadas está numerado para su instalación. Ideal para un vestíbulo o una escalera en una casa costera, donde le da la bienvenida como una puerta abierta a la playa.",
    colorway: "Madera de deriva",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  11006: {
    description:
      "Un panorama pictórico de hierba de sierra, islotes de cipreses y un cielo que pasa del verde azulado al dorado justo antes del amanecer. El original se pintó en gouache a lo largo de un rollo largo de papel, luego se imprimió por encargo en un papel mate para murales y se cortó en paneles numerados. Envíenos las medidas de su pared y ajustamos la escena para que el horizonte quede donde usted lo quiera. Es especialmente impactante a lo largo de la pared larga de una sala.",
    colorway: "Primera luz",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  11007: {
    description:
      "Setos de boj recortados, pérgolas de rosas y una fuente al fondo: un jardín inglés formal trazado como una escena continua. El mural se extiende a lo largo de cuatro paneles, cada uno impreso por encargo, y puede ampliarse o recortarse para adaptarse a la habitación. El rosa suave y el verde salvia sobre un cielo verde pálido lo mantienen lo bastante sereno para convivir con él todos los días. Encárguelo para un comedor o una sala de jardín donde los invitados se queden a conversar. El plazo de entrega es más largo de lo habitual en este momento.",
    colorway: "Paseo de rosas",
    use: useTerms.Residential,
    cleaning: cleaningTerms.Spongeable,
  },
  11008: {
    description:
      "Raíces retorcidas de mangle reflejadas en agua quieta y crepuscular, fotografiadas al anochecer e impresas como un mural de gran formato. Los tonos son deliberadamente apagados, gris verdoso contra sombra profunda, para que la escena se perciba tranquila y no recargada. Cada panel mide veintisiete pulgadas de ancho y se imprime según sus medidas. Va bien en una oficina, un rincón de lectura o el lobby de un hotel boutique, y está en oferta esta temporada.",
    colorway: "Agua al anochecer",
    use: useTerms["Residential and light commercial"],
    cleaning: cleaningTerms.Washable,
  },
};
