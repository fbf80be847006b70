<?php
// SPDX-License-Identifier: MIT
// Symfony DependencyInjection: load a services.yaml of 600 services (arguments, calls, tags, env
// parameters, decorators, a tagged iterator) with YamlFileLoader, compile() the container and dump
// it with PhpDumper: what a Symfony application's cache warm-up does for its container.
declare(strict_types=1);

use Symfony\Component\Config\FileLocator;
use Symfony\Component\DependencyInjection\ContainerBuilder;
use Symfony\Component\DependencyInjection\Dumper\PhpDumper;
use Symfony\Component\DependencyInjection\Loader\YamlFileLoader;

const VD_DI_SERVICES = 600;

return [
	'autoload' => ['Symfony/Component/DependencyInjection/autoload.php', 'Symfony/Component/Config/autoload.php',
		'Symfony/Component/Yaml/autoload.php', 'Symfony/Component/ExpressionLanguage/autoload.php'],
	'fixtures' => static function (string $dir): void {
		$n = VD_DI_SERVICES;
		$classes = "<?php\nnamespace App;\n";
		for ($c = 0; $c < 20; $c++) {
			$classes .= "class Service$c { public function __construct(...\$a) {} public function setLogger(\$l): void {} public function addHandler(\$h, \$p = 0): void {} }\n";
		}
		$classes .= "class Registry { public function __construct(iterable \$handlers, ...\$a) {} }\n";
		file_put_contents("$dir/classes.php", $classes);
		$y = "parameters:\n  env(APP_SECRET): 'dev-secret'\n  env(DATABASE_URL): 'sqlite:///:memory:'\n";
		for ($i = 0; $i < 200; $i++) {
			$y .= "  app.param_$i: 'value $i'\n  app.list_$i: [a$i, b$i, c$i]\n";
		}
		$y .= "  app.secret: '%env(APP_SECRET)%'\n";
		$y .= "services:\n  _defaults:\n    public: false\n    autowire: false\n    autoconfigure: false\n";
		for ($i = 0; $i < $n; $i++) {
			$class = 'App\\Service' . ($i % 20);
			$y .= "  app.service_$i:\n    class: $class\n";
			$y .= '    public: ' . ($i % 10 === 0 ? 'true' : 'false') . "\n";
			$args = ["'%app.param_" . ($i % 200) . "%'", "'%app.list_" . ($i % 200) . "%'"];
			if ($i > 0) {
				$args[] = "'@app.service_" . ($i - 1) . "'";
			}
			if ($i % 7 === 0) {
				$args[] = "'%env(DATABASE_URL)%'";
			}
			if ($i % 5 === 0) {
				$args[] = '{ key: value, nested: [1, 2, 3] }';
			}
			$y .= '    arguments: [' . implode(', ', $args) . "]\n";
			if ($i > 1) {
				$y .= "    calls:\n      - setLogger: ['@app.service_" . intdiv($i, 2) . "']\n      - addHandler: ['@?app.missing_$i', $i]\n";
			}
			$y .= "    tags:\n      - { name: app.handler, priority: " . ($i % 13) . " }\n";
			if ($i % 3 === 0) {
				$y .= "      - { name: app.subscriber, event: event_" . ($i % 17) . " }\n";
			}
			if ($i % 40 === 39) {
				$y .= "  app.decorator_$i:\n    class: App\\Service0\n    decorates: app.service_$i\n    arguments: ['@.inner']\n";
			}
		}
		$y .= "  app.registry:\n    class: App\\Registry\n    public: true\n    arguments: [!tagged_iterator app.handler, !tagged_locator { tag: app.subscriber }]\n";
		file_put_contents("$dir/services.yaml", $y);
	},
	'prepare' => static function (string $dir): string {
		require_once "$dir/classes.php";
		return $dir;
	},
	'run' => static function (string $dir): string {
		$container = new ContainerBuilder();
		$container->setParameter('kernel.debug', false);
		(new YamlFileLoader($container, new FileLocator($dir)))->load('services.yaml');
		$container->compile();
		return (new PhpDumper($container))->dump(['class' => 'VdSavingsContainer']);
	},
];
