import { bullets, h2, links, p, tip } from "@/content/guides/blocks";
import { defineGuide } from "@/content/guides/define-guide";

// Heading ids stay the English ones, so deep links written for the English page still land.
export const differencesBetweenWallpaperBrandsGuide = defineGuide({
  slug: "differences-between-wallpaper-brands",
  title: "Las diferencias entre las marcas de papel tapiz",
  metaTitle: "Diferencias entre marcas de papel tapiz",
  description:
    "En qué se diferencian las casas de papel tapiz en diseño, materiales, impresión y pedidos, con una guía del carácter de cada marca que ofrecemos.",
  summary:
    "Qué distingue a cada casa de diseño y cómo comparar sus papeles en igualdad de condiciones.",
  updated: "2025-01-06",
  illustration: {
    scene: {
      room: "dining-room",
      style: "chinoiserie",
      motif: "branch-and-bird",
      material: "paper",
      palette: { ground: "#e8eee6", inks: ["#6f8f7a", "#c98f86", "#3f5a4c"] },
    },
    alt: "Ilustración de un comedor revestido con una chinoiserie pictórica de ramas en flor y aves en verde y coral sobre un fondo celadón pálido.",
  },
  body: [
    p(
      "Entre a un showroom y encontrará libros de muestras de muchas casas distintas. Algunas son conocidas por el color, otras por su historia, otras por la textura y otras por la enorme variedad. Saber un poco de cada una agiliza la búsqueda, porque puede ir directamente a los libros que coinciden con lo que tiene en mente.",
    ),
    p(
      "Esta guía describe qué distingue a las casas de papel tapiz y el carácter de las marcas que ofrecemos. No es una clasificación. Todas las casas de esta página hacen cosas hermosas, y la adecuada es sencillamente aquella cuyos diseños y materiales van con su habitación.",
    ),

    h2("Qué cambia realmente de una marca a otra", "what-actually-differs-between-brands"),
    bullets(
      "Dirección de diseño: cada casa tiene un punto de vista, ya sean los archivos históricos, el color contemporáneo, la textura natural o el patrón divertido.",
      "Materiales: algunas casas se especializan en tejidos naturales o acabados artesanales; otras ofrecen una amplia mezcla de papel, no tejido y vinilo.",
      "Producción: los diseños pueden estar impresos a máquina, serigrafiados, impresos a mano o incluso pintados a mano, lo que influye en el carácter, la uniformidad y el plazo de entrega.",
      "Tamaños de rollo y unidades: los anchos y los largos varían, y el precio de los papeles puede darse por rollo sencillo, por yarda o por panel. Dos precios solo se pueden comparar cuando se sabe cuánta pared cubre cada uno.",
      "Coordinados: muchas casas diseñan telas, pasamanería y cenefas para acompañar a sus papeles.",
      "Disponibilidad: los papeles en existencia se envían rápido, mientras que los diseños hechos por encargo y con acabado a mano tardan más.",
    ),

    h2("Colecciones amplias y versátiles", "broad-versatile-collections"),
    p(
      "Estas casas ofrecen gamas amplias en muchos estilos y materiales. Son un buen punto de partida cuando el encargo está abierto o cuando las necesidades prácticas, como una superficie lavable, van primero.",
    ),
    bullets(
      "Thibaut: una casa estadounidense con una amplia gama de papeles estampados, grasscloth (fibras naturales tejidas) y telas coordinadas. Destaca en florales, chinoiserie, rayas y estilos costeros relajados, a menudo en colores frescos y fáciles de vivir.",
      "York Wallcoverings: un gran fabricante estadounidense con una extensa variedad de estilos, que incluye colecciones de diseñadores con licencia y muchos papeles prácticos y fáciles de instalar.",
      "Brewster Home Fashions: una empresa estadounidense que ofrece una gama amplia y accesible en muchos estilos, incluidas opciones autoadhesivas (peel and stick) ideales para viviendas alquiladas y renovaciones rápidas.",
      "Kravet: una casa estadounidense de propiedad familiar, conocida principalmente por sus telas, con una amplia gama de revestimientos de pared que va de las texturas a los estampados atrevidos. Su familia de marcas incluye Lee Jofa y Brunschwig & Fils.",
    ),

    h2("Casas con historia y archivo", "heritage-and-archive-houses"),
    p(
      "Estas casas se apoyan en largas trayectorias y grandes archivos de diseño, y reeditan y reinterpretan patrones históricos junto con creaciones nuevas.",
    ),
    bullets(
      "Schumacher: una casa estadounidense con una larga tradición, conocida por su color atrevido, sus diseños de archivo y sus colaboraciones con diseñadores reconocidos.",
      "Sanderson: una casa británica arraigada en la tradición floral inglesa, con estampados de archivo que van bien con interiores clásicos y campestres. Forma parte de Sanderson Design Group, que también incluye Zoffany, Harlequin y Morris & Co.",
      "Zoffany: una casa británica con un estilo rico y de inspiración histórica: damascos, patrones arquitectónicos, acabados metalizados y colores profundos y sofisticados.",
      "Scalamandré: una casa estadounidense de lujo conocida por sus textiles y revestimientos de pared históricos y tradicionales, entre ellos su famoso diseño de cebras.",
      "Cole & Son: una casa británica con un célebre archivo de diseños impresos a mano con bloques, conocida hoy por sus patrones gráficos e ilustrativos y por su colaboración con Fornasetti.",
    ),

    h2("Color y patrón contemporáneo", "color-and-contemporary-pattern"),
    p(
      "Estas casas apuestan por el color y una mirada moderna. Búsquelas cuando quiera papeles que hagan que una habitación se sienta fresca y segura de sí misma.",
    ),
    bullets(
      "Designers Guild: una casa londinense fundada por Tricia Guild y conocida en especial por el color, con florales pictóricos, abstractos vibrantes y paletas cuidadosamente construidas.",
      "Harlequin: una casa británica con un estilo divertido y contemporáneo, colores vivos y patrones atrevidos.",
      "Osborne & Little: una casa británica conocida por sus patrones decididos, sus metalizados llamativos y sus texturas, a menudo con un toque de ingenio.",
      "Romo: una casa británica de propiedad familiar con un estilo contemporáneo y texturizado, y paletas tonales muy meditadas que se combinan fácilmente en capas.",
    ),

    h2("Superficies naturales y artesanales", "natural-and-artisan-surfaces"),
    p(
      "Estas casas son conocidas no tanto por el patrón estampado como por el material del revestimiento de pared y por su acabado.",
    ),
    bullets(
      "Phillip Jeffries: especialista en revestimientos de pared naturales y texturizados, con una amplia gama de grasscloth, fibras tejidas, corcho, madera y superficies con aspecto textil, además de opciones resistentes para espacios comerciales.",
      "Maya Romanoff: un estudio estadounidense conocido por sus superficies hechas artesanalmente, como acabados aplicados a mano, pan de metal, cuentas de vidrio, nácar y chapa de madera, que a menudo se usan como acentos a modo de joya.",
    ),

    h2("Pintado a mano, hecho por encargo", "hand-painted-made-to-order"),
    p(
      "También gestionamos pedidos especiales de de Gournay, conocida por su chinoiserie pintada a mano y sus paneles escénicos hechos por encargo sobre seda o papel. Cada proyecto se pinta para su habitación, por lo que requiere una medición cuidadosa, un plazo de entrega más largo y la instalación a cargo de un especialista. Para las habitaciones donde el objetivo es una sola pared extraordinaria, vale la pena conversarlo.",
    ),

    h2("Cómo comparar papeles en igualdad de condiciones", "how-to-compare-papers-like-for-like"),
    p(
      "Cuando esté eligiendo entre papeles de distintas casas, mire más allá del precio y compare lo que realmente tendrá en la pared.",
    ),
    bullets(
      "Cobertura: el ancho del rollo por su largo, no el precio por rollo. Introduzca el tamaño del rollo y la repetición de cada papel en la [calculadora de papel tapiz](/wallpaper-calculator) para ver la cantidad real de rollos.",
      "Repetición y casado: una repetición grande o un casado a medio salto significan más desperdicio.",
      "Material y clasificación: un vinilo lavable y un papel impreso a mano sirven para habitaciones distintas. Nuestra guía sobre los [tipos de papel tapiz](/how-to/choose-the-right-type-of-wallpaper) explica las diferencias.",
      "Instalación: los tejidos naturales, las sedas, los metalizados y los papeles con acabado a mano requieren más tiempo y destreza para instalarse.",
      "Plazo de entrega: los papeles en existencia, los diseños hechos por encargo y los paneles pintados a mano llegan con plazos muy distintos.",
    ),
    tip(
      "Deje que la habitación elija la marca",
      "Empiece por la habitación, su luz y su uso, y luego busque el diseño. Las casas de esta página se parecen más de lo que podría pensar, y una buena consulta a menudo termina con dos o tres libros abiertos uno al lado del otro.",
    ),

    h2("Véalas en persona", "seeing-them-in-person"),
    p(
      "Los libros de muestras muestran una casa mucho mejor que cualquier pantalla. El peso de un papel, la profundidad de un estampado y el brillo de un metalizado no se aprecian en una pantalla. Explore el [catálogo](/catalog) por marca y estilo, descubra nuestros diseños de [grasscloth y fibras naturales](/styles/grasscloth-naturals) y [metalizados](/styles/metallic-finishes), y agende una [consulta de diseño](/consultation) para revisar los libros con nosotros.",
    ),
    links(
      ["Explore el catálogo", "/catalog"],
      ["Calcule sus rollos con la calculadora de papel tapiz", "/wallpaper-calculator"],
      ["Agende una consulta de diseño", "/consultation"],
    ),
  ],
});
