<?php
// SPDX-License-Identifier: MIT
// Twig: compile 40 templates (blocks, loops, filters, function calls with array and hash
// arguments, includes) to PHP with Environment::compileSource(), with the sandbox extension on for
// every template (its node visitor wraps arguments): an application's `cache:warmup` of Twig.
declare(strict_types=1);

use Twig\Environment;
use Twig\Extension\SandboxExtension;
use Twig\Loader\FilesystemLoader;
use Twig\Sandbox\SecurityPolicy;

return [
	'autoload' => ['Twig/autoload.php'],
	'fixtures' => static function (string $dir): void {
		@mkdir("$dir/templates");
		file_put_contents("$dir/templates/base.html.twig", "<html><body>{% block body %}{% endblock %}</body></html>\n");
		for ($i = 0; $i < 40; $i++) {
			$t = "{% extends 'base.html.twig' %}\n{% block body %}\n<h1>{{ title|upper }} {{ page_$i.name|e }}</h1>\n";
			for ($j = 0; $j < 4; $j++) {
				$t .= "{% for key, item in items_$j|slice(0, 10) %}\n  <li class=\"{{ loop.index is odd ? 'odd' : 'even' }}\">{{ key }}: {{ item.name|default('none')|title }} {{ item.price|number_format(2, '.', ',') }}</li>\n"
					. "  {{ include('part.html.twig', {item: item, index: loop.index, tags: [item.tag, 'x$j', key]}) }}\n{% else %}<p>empty</p>\n{% endfor %}\n"
					. "{% if user.admin and (count_$j > 3 or flags[$j] is defined) %}{{ max(count_$j, 10, [1, 2, 3]|length) }} {{ 'text %s'|format(user.name) }}{% endif %}\n"
					. "{% set total_$j = items_$j|map(i => i.price)|reduce((a, b) => a + b, 0) %}{{ total_$j|round(2) }}\n";
			}
			$t .= "{% endblock %}\n";
			file_put_contents("$dir/templates/page_$i.html.twig", $t);
		}
		file_put_contents("$dir/templates/part.html.twig", "<span>{{ item.name }} {{ index }} {{ tags|join(', ') }}</span>\n");
	},
	'prepare' => static function (string $dir): array {
		$names = [];
		for ($i = 0; $i < 40; $i++) {
			$names[] = "page_$i.html.twig";
		}
		return [$dir, $names];
	},
	'run' => static function (array $input): string {
		[$dir, $names] = $input;
		$env = new Environment(new FilesystemLoader("$dir/templates"), ['cache' => false, 'strict_variables' => false]);
		$policy = new SecurityPolicy(['extends', 'block', 'for', 'if', 'set', 'include'],
			['upper', 'e', 'escape', 'default', 'title', 'number_format', 'slice', 'format', 'map', 'reduce', 'round', 'length', 'join'],
			[], [], ['include', 'max']);
		$env->addExtension(new SandboxExtension($policy, true));
		$out = '';
		foreach ($names as $name) {
			$out .= $env->compileSource($env->getLoader()->getSourceContext($name));
		}
		return $out;
	},
];
